"""Errors with searchable codes. Each says what was wrong, where, and what to do.

E0xx  rule files            E1xx  input documents and files
E2xx  extraction of a document (bugs: please report with the document)
"""

from __future__ import annotations


class AbstractClaimsError(Exception):
    """Base class of the package's errors."""

    code = "E000"


class RuleError(AbstractClaimsError):
    """A rule file is malformed: names the file and line."""

    def __init__(self, code: str, file: str, line: int | None, message: str) -> None:
        self.code = code
        self.file = file
        self.line = line
        where = f"{file}:{line}" if line is not None else file
        super().__init__(f"[{code}] rule file {where}: {message}")


class InputError(AbstractClaimsError):
    """An input cannot be read at all (missing path, unknown format, unreadable file): nothing is written."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(f"[{code}] {message}")


class DocumentProblem(AbstractClaimsError):
    """One document (or record) cannot be processed; it is still written, with this error."""

    def __init__(self, code: str, message: str, line: int | None = None) -> None:
        self.code = code
        self.line = line
        self.message = message
        super().__init__(f"[{code}] {message}")


# Codes used by more than one module.
E_NOT_UTF8 = "E101"
E_BAD_JSON = "E102"
E_MISSING_FIELD = "E103"
E_EMPTY_INPUT = "E104"
E_NO_SUCH_PATH = "E105"
E_UNKNOWN_FORMAT = "E106"
E_BAD_CSV = "E107"
E_BINARY = "E108"
E_EXTRACTION_FAILED = "E201"
