"""Errors with searchable codes. Each says what was wrong, where, and what to do.

E0xx  rule files            E1xx  input documents and files
E2xx  extraction of a document (bugs: please report with the document)
E3xx  running the extraction (worker processes)
E4xx  writing the output     E5xx  assembling the spaCy pipeline
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


class OutputError(AbstractClaimsError):
    """The output cannot be written (missing directory, no permission, disk full): no partial file is left."""

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


# Codes used by more than one module. README.md ("Errors and exit codes") lists what each means.
E_NOT_UTF8 = "E101"  # not valid in the input encoding (file: run error; JSONL line: document error)
E_BAD_JSON = "E102"  # a JSONL line / JSON file that does not parse, or a record that is not an object
E_MISSING_FIELD = "E103"  # a record without its text field, or with a text that is not a string
E_EMPTY_INPUT = "E104"  # an input (file, directory, all of them) holds no documents
E_NO_SUCH_PATH = "E105"  # an input path that does not exist, or no input at all
E_UNKNOWN_ENCODING = "E106"  # --encoding names no text codec
E_UNKNOWN_FORMAT = E_UNKNOWN_ENCODING  # the name this code had first
E_BAD_CSV = "E107"  # CSV without the named columns, or a row that cannot be parsed
E_BINARY = "E108"  # a binary file (PDF, image, archive, NUL-heavy data) given as text
E_CANNOT_READ = "E109"  # a file that exists but cannot be read: permissions, I/O error, corrupt gzip
E_INPUT_IS_OUTPUT = "E110"  # the output file is also an input: the run would replace it
E_DUPLICATE_DOC_ID = "E111"  # an extraction output given to `diff` holds the same doc_id twice
E_EXTRACTION_FAILED = "E201"
E_TIME_LIMIT = "E202"  # a document's extraction ran over the time limit (--time-limit) and was stopped
E_RESULT_BUDGET = "E203"  # warning: results not searched in the part of overlong sentences past the budget
E_CANNOT_WRITE = "E401"  # the output file cannot be created or written
E_OUTPUT_NEEDS_FILE = "E402"  # a format that cannot go to standard output (XLSX, Parquet) without -o
E_UNKNOWN_OUTPUT_FORMAT = "E403"  # -o names a file whose extension says no output format, and no --format
E_MISSING_EXTRA = "E404"  # an output format whose optional dependency is not installed (parquet: pyarrow)
E_STALE_PARTIAL = "E405"  # warning: temporary .partial files of an earlier, killed run beside the output
E_MISSING_COMPONENT = "E501"  # a pipeline component runs without the component whose output it reads
