"""LaTeX and markdown in abstracts -> clean text, with an exact offset map back to the source.

Rules are written against clean text ("3.3x", "φ = 0.46", "80%"); claims must index the raw source
(``\\textbf{3.3x}``, ``$\\varphi = 0.46$``, ``80\\%``). :func:`normalize` makes the clean text and records,
for every clean character, the source range it came from. A replacement (``\\varphi`` -> ``φ``, ``\\%`` ->
``%``, ``--`` -> ``–``) is an *atomic group*: a span may cover it whole but never cut into it.

Abstracts are not compilable LaTeX: ``%`` is a percent sign, ``$`` may be unbalanced, braces may not close.
The scanner is a single left-to-right pass with an explicit stack (no recursion, so 10,000 nested braces
are fine). Its knowledge of macros (``\\varphi`` -> φ, ``\\times`` -> ×, ``\\le`` -> ≤ ...) comes from
pylatexenc's latex2text database; pylatexenc's parser itself is not used on whole abstracts because it
costs ~5 ms per abstract, fifty times the tokenizer, and treats ``%`` as a comment.
"""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from pylatexenc.latex2text import get_default_latex_context_db


class UnmappableSpan(ValueError):
    """A clean-text span whose boundary falls inside an atomic group (e.g. half of ``\\varphi``)."""


@dataclass(frozen=True, slots=True)
class StyledRange:
    """A clean-text range set in markup: ``\\textsc{X}``, ``\\textbf{X}``, ``**X**``, ``__X__`` ..."""

    start: int
    end: int
    style: str


@dataclass(frozen=True, slots=True)
class Markup:
    """Clean text plus the map from each clean character to its source range."""

    source: str
    text: str
    starts: list[int] | None = None  # None: identity map (the source had no markup)
    ends: list[int] | None = None
    math: tuple[tuple[int, int], ...] = ()
    verbatim: tuple[tuple[int, int], ...] = ()
    styled: tuple[StyledRange, ...] = field(default=())

    def to_source(self, start: int, end: int) -> tuple[int, int]:
        """Map the clean span [start, end) to the source span it came from, exactly, or raise."""
        if not 0 <= start < end <= len(self.text):
            raise UnmappableSpan(f"span [{start}, {end}) is outside the clean text (length {len(self.text)})")
        if self.starts is None or self.ends is None:
            return start, end
        starts, ends = self.starts, self.ends
        if start > 0 and starts[start - 1] == starts[start] and ends[start - 1] == ends[start]:
            raise UnmappableSpan(f"span [{start}, {end}) starts inside the replacement of {self._group(start)!r}")
        if end < len(self.text) and starts[end] == starts[end - 1] and ends[end] == ends[end - 1]:
            raise UnmappableSpan(f"span [{start}, {end}) ends inside the replacement of {self._group(end)!r}")
        return starts[start], ends[end - 1]

    def _group(self, index: int) -> str:
        assert self.starts is not None and self.ends is not None
        return self.source[self.starts[index] : self.ends[index]]

    def is_contiguous(self, start: int, end: int) -> bool:
        """True when the source of clean [start, end) has no dropped markup between its characters."""
        if self.starts is None or self.ends is None:
            return True
        starts, ends = self.starts, self.ends
        return all(ends[i] == starts[i + 1] or starts[i] == starts[i + 1] for i in range(start, end - 1))

    # ``math`` and ``verbatim`` are sorted and do not overlap, so a lookup is a binary search: a linear scan
    # per number made a long document with many formulas quadratic.
    def in_math(self, index: int) -> bool:
        return self.math_range(index) is not None

    def math_range(self, index: int) -> tuple[int, int] | None:
        at = bisect.bisect_right(self.math, index, key=_range_start) - 1
        if at >= 0 and index < self.math[at][1]:
            return self.math[at]
        return None

    def in_verbatim(self, start: int, end: int) -> bool:
        at = bisect.bisect_right(self.verbatim, start, key=_range_end)
        return at < len(self.verbatim) and self.verbatim[at][0] < end


def _range_start(span: tuple[int, int]) -> int:
    return span[0]


def _range_end(span: tuple[int, int]) -> int:
    return span[1]


# Macros whose argument is kept and whose name is dropped (formatting, fonts, boxes).
_FORMAT_MACROS = frozenset(
    ["textbf", "textit", "emph", "textsc", "texttt", "textrm", "textsf", "textup", "textnormal", "textmd", "textsl", "text", "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathnormal", "boldsymbol", "bm", "underline", "uline", "mbox", "hbox", "fbox", "operatorname", "mathcal", "mathbb", "mathfrak", "mathscr", "mathbbm", "it", "bf", "sc", "rm", "tt", "em", "sf", "sl", "small", "large", "Large", "LARGE", "footnotesize", "scriptsize", "tiny", "normalsize", "huge", "Huge", "textcolor", "color", "highlight", "hl", "footnote"]
)
_STYLE_OF = {
    "textbf": "bold", "mathbf": "bold", "bf": "bold", "boldsymbol": "bold", "bm": "bold",
    "textit": "italic", "emph": "italic", "it": "italic", "em": "italic", "mathit": "italic", "textsl": "italic",
    "textsc": "smallcaps", "sc": "smallcaps", "texttt": "mono", "tt": "mono", "mathtt": "mono",
    "underline": "underline", "uline": "underline",
}  # fmt: skip
# Macros dropped together with their argument: citations and cross references say nothing claimable.
_DROP_WITH_ARGUMENT = frozenset(["cite", "citep", "citet", "citealp", "citeauthor", "citeyear", "ref", "eqref", "autoref", "cref", "Cref", "label"])
# Macros whose argument is a URL, copied verbatim.
_URL_MACROS = frozenset({"url", "path", "nolinkurl"})
# Spacing macros: a visible space, or nothing at all.
_SPACE_MACROS = frozenset(["quad", "qquad", "enspace", "enskip", "thinspace", "medspace", "thickspace", "newline", "linebreak", "par"])
_SILENT_MACROS = frozenset(["noindent", "nobreak", "xspace", "centering", "maketitle", "relax", "displaystyle", "textstyle"])
_ESCAPES = {"%": "%", "$": "$", "&": "&", "#": "#", "_": "_", "{": "{", "}": "}", " ": " ", "\\": " ", "|": "‖"}
_SILENT_ESCAPES = frozenset(",;:!-/>")  # thin spaces, hyphenation hints
_ACCENTS = {"'": "\u0301", "`": "\u0300", '"': "\u0308", "^": "\u0302", "~": "\u0303", "=": "\u0304", ".": "\u0307"}
_DASHES = {"--": "–", "---": "—"}
_TIE_PATH_REACH = 200  # characters looked back from a tie for the path it may be in ('host/a~b')

_TOKEN = re.compile(
    r"""\\(?P<macro>[A-Za-z]+)\*?
      | \\(?P<escape>[^A-Za-z])
      | (?P<dollar>\$\$?)
      | (?P<brace>[{}])
      | (?P<emph>\*\*|__|\*|_)
      | (?P<dash>---?)
      | (?P<tie>(?<=[A-Za-z0-9.,;:)\]}])~(?=[A-Za-z(\[\\$]))""",
    re.VERBOSE,
)
# Where a _TOKEN match can start: one of the characters its alternatives start with, a '-' only before another
# (a dash is '--' or '---'). sre tries every alternative of _TOKEN at every position (~50 ns a character); this
# finds the candidates in a tight loop and _TOKEN is tried only there, not at the hyphen of every 'fine-tuned'
# (the lookbehind, read after the character: not a '-' without a '-' after it).
_TOKEN_START = re.compile(r"[-\\${}*_~](?<!-(?!-))")
_ACCENT_ARGUMENT = re.compile(r"\{?([A-Za-z])\}?")
_SURROGATE = re.compile("[\ud800-\udfff]")
_LINE_BREAK = re.compile(r"\n(?<=\S\n)(?=\S)")  # led by the literal: sre finds each '\n' by a string search


@lru_cache(maxsize=4096)
def _symbol_for(macro: str) -> str | None:
    """The unicode text pylatexenc's latex2text gives a symbol macro, or None for anything else."""
    spec = _latex_db().get_macro_spec(macro)
    if spec is None:
        return None
    repl = spec.simplify_repl
    if not isinstance(repl, str) or "%" in repl or repl.startswith("<"):
        return None
    return repl


@lru_cache(maxsize=1)
def _latex_db():  # type: ignore[no-untyped-def]
    return get_default_latex_context_db()


_DOLLAR = re.compile(r"(?<!\\)\$\$?")


def _dollar_delimiters(source: str) -> frozenset[int]:
    """Positions of the ``$``/``$$`` that open or close math: paired left to right; an odd last one is a literal."""
    if "$" not in source:  # (most marked-up abstracts: no regex scan)
        return frozenset()
    positions = [match.start() for match in _DOLLAR.finditer(source)]
    if len(positions) % 2:
        positions.pop()
    return frozenset(positions)


#: The source offsets as int objects made once and shared by every map: a copied run of the source extends the map
#: by a slice of this list (pointers copied), where ``range`` made two new ints per character (~60 us a marked-up
#: abstract). Grown to the longest source met, up to _SHARED_OFFSETS_MAX (~2 MB); longer sources use ``range``.
_OFFSETS: list[int] = []
_SHARED_OFFSETS_MAX = 1 << 16


def _offsets(start: int, end: int) -> Sequence[int]:
    """The offsets start .. end - 1."""
    global _OFFSETS
    if len(_OFFSETS) < end:
        if end > _SHARED_OFFSETS_MAX:
            return range(start, end)
        _OFFSETS = list(range(min(max(end, 2 * len(_OFFSETS), 4096), _SHARED_OFFSETS_MAX)))
    return _OFFSETS[start:end]


class _Builder:
    __slots__ = ("ends", "parts", "size", "starts")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.size = 0

    def copy(self, start: int, end: int, source: str) -> None:
        if end > start:
            self.parts.append(source[start:end])
            self.starts += _offsets(start, end)
            self.ends += _offsets(start + 1, end + 1)
            self.size += end - start

    def replace(self, text: str, start: int, end: int) -> None:
        if text:
            self.parts.append(text)
            self.starts.extend([start] * len(text))
            self.ends.extend([end] * len(text))
            self.size += len(text)


class _Brackets:
    """Where braces close and where the next ``]`` is, found once per source.

    Searching from every ``\\url{`` or ``\\cite[`` again would make unterminated arguments quadratic
    (a scraped page with thousands of them); each answer here is computed in one linear pass.
    """

    __slots__ = ("_bracket", "_bracket_from", "_closing", "source")

    def __init__(self, source: str) -> None:
        self.source = source
        self._closing: dict[int, int] | None = None
        self._bracket_from = -1
        self._bracket = -1

    def closing_brace(self, open_at: int) -> int:
        """Index of the ``}`` closing the ``{`` at open_at (counting every brace), or -1."""
        if self._closing is None:
            closing: dict[int, int] = {}
            stack: list[int] = []
            for match in re.finditer(r"[{}]", self.source):
                if match.group() == "{":
                    stack.append(match.start())
                elif stack:
                    closing[stack.pop()] = match.start()
            self._closing = closing
        return self._closing.get(open_at, -1)

    def next_bracket(self, position: int) -> int:
        """Index of the first ``]`` at or after position, or -1 (positions asked for never decrease)."""
        if not (0 <= self._bracket_from <= position and (self._bracket < 0 or self._bracket >= position)):
            self._bracket_from = position
            self._bracket = self.source.find("]", position)
        return self._bracket


_OPTION_MAX_LENGTH = 100


def _skip_argument(brackets: _Brackets, position: int) -> int:
    """Position after an optional ``[...]`` and one ``{...}`` argument starting at position (or position)."""
    source = brackets.source
    if position < len(source) and source[position] == "[":
        close = brackets.next_bracket(position)
        if 0 <= close <= position + _OPTION_MAX_LENGTH:  # '\cite[p. 3]{x}'; a far ']' is not its option
            position = close + 1
    if position < len(source) and source[position] == "{":
        close = brackets.closing_brace(position)
        if close >= 0:
            return close + 1
    return position


def _is_word(char: str) -> bool:
    return char.isalnum()


def _clean_characters(text: str) -> str:
    """The clean text's characters, one for one (offsets stay): lone surrogates (from JSON escapes such as
    ``\\ud800``) as U+FFFD, which spaCy cannot encode to UTF-8 and would fail on the whole document; and a
    hard line break between two words as the space it stands for. arXiv abstracts are wrapped at ~80
    characters, and spaCy makes a token of a line break: a name or phrase of several words cut by one
    ('Natural\\nQuestions', 'top-1\\naccuracy', 'Monte\\nCarlo Dropout') was no match for the lexicons and
    token patterns. Blank lines, and breaks beside other white space, stay."""
    if "\n" in text:
        text = _LINE_BREAK.sub(" ", text)
    if text.isascii():  # a flag of the string, read in constant time: no surrogate, no scan
        return text
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def _markup_tokens(source: str) -> Iterator[re.Match[str]]:
    """What ``_TOKEN.finditer(source)`` gives: _TOKEN tried only where a character it can start with is."""
    find, match = _TOKEN_START.search, _TOKEN.match
    position = 0
    while (candidate := find(source, position)) is not None:
        token = match(source, candidate.start())
        if token is None:
            position = candidate.start() + 1
        else:
            yield token
            position = token.end()


#: What a _TOKEN match can start with ('-' only as part of '--'): a text holding none of them has no markup. Each is
#: one fast string search, where _TOKEN_START's scan cost ~5 us for most abstracts, which hold no markup.
_MARKUP_LITERALS = ("\\", "$", "{", "}", "*", "_", "~", "--")


def normalize(source: str) -> Markup:
    """Clean text with its offset map; never raises on any input string."""
    if not any(literal in source for literal in _MARKUP_LITERALS):
        return Markup(source=source, text=_clean_characters(source))
    tokens = _markup_tokens(source)
    first = next(tokens, None)
    if first is None:
        return Markup(source=source, text=_clean_characters(source))
    out = _Builder()
    dollars = _dollar_delimiters(source)
    brackets = _Brackets(source)
    math_open: int | None = None  # clean position where the current math began
    math_closer = ""
    math: list[tuple[int, int]] = []
    verbatim: list[tuple[int, int]] = []
    styled: list[StyledRange] = []
    brace_styles: list[tuple[str | None, int]] = []  # per open brace: style of the macro before it, clean start
    pending_style: str | None = None
    emphasis_open: dict[str, int] = {}
    position = 0
    length = len(source)
    for token in itertools.chain((first,), tokens):
        start, end = token.span()
        if start < position:  # inside something already consumed (URL, skipped argument)
            continue
        out.copy(position, start, source)
        position = end
        in_math = math_open is not None
        kind = token.lastgroup
        if kind == "macro":
            name = token.group("macro")
            pending_style = None
            if name in _FORMAT_MACROS:
                pending_style = _STYLE_OF.get(name, "format")
            elif name in _DROP_WITH_ARGUMENT:
                position = _skip_argument(brackets, end)
            elif name in _URL_MACROS or name == "href":
                if end < length and source[end] == "{":
                    close = brackets.closing_brace(end)
                    if close > end:
                        clean_start = out.size
                        out.copy(end + 1, close, source)
                        verbatim.append((clean_start, out.size))
                        position = close + 1
            elif name in _SPACE_MACROS:
                out.replace(" ", start, end)
            elif name in _SILENT_MACROS:
                pass
            else:
                symbol = _symbol_for(name)
                group_end = end + 2 if source.startswith("{}", end) else end
                if symbol is not None:
                    out.replace(symbol, start, group_end)
                    position = group_end
                elif source.startswith("{", end) and group_end == end:
                    pending_style = "format"  # unknown macro with an argument: keep the argument
                else:
                    out.replace(name, start, group_end)  # unknown macro used as a name: \toolname{}
                    position = group_end
        elif kind == "escape":
            char = token.group("escape")
            pending_style = None
            if char in "([" and math_open is None:
                math_open, math_closer = out.size, "\\" + (")" if char == "(" else "]")
            elif char in ")]" and math_open is not None and math_closer == "\\" + char:
                math.append((math_open, out.size))
                math_open = None
            elif char in _ACCENTS:
                argument = _ACCENT_ARGUMENT.match(source, end)
                if argument and not in_math:
                    composed = unicodedata.normalize("NFC", argument.group(1) + _ACCENTS[char])
                    out.replace(composed, start, argument.end())
                    position = argument.end()
                else:
                    out.replace(char, start, end)
            elif char in _SILENT_ESCAPES:
                pass
            else:
                out.replace(_ESCAPES.get(char, char), start, end)
        elif kind == "dollar":
            pending_style = None
            if start not in dollars:
                out.copy(start, end, source)
            elif math_open is None:
                math_open, math_closer = out.size, token.group("dollar")
            else:
                math.append((math_open, out.size))
                math_open = None
        elif kind == "brace":
            if token.group("brace") == "{":
                brace_styles.append((pending_style, out.size))
            elif brace_styles:
                style, clean_start = brace_styles.pop()
                if style is not None and out.size > clean_start:
                    styled.append(StyledRange(clean_start, out.size, style))
            pending_style = None
        elif kind == "emph":
            marker = token.group("emph")
            if in_math:
                out.copy(start, end, source)
                continue
            before = source[start - 1] if start > 0 else " "
            after = source[end] if end < length else " "
            opens = not after.isspace() and not _is_word(before)
            closes = not before.isspace() and not _is_word(after)
            if closes and marker in emphasis_open:
                clean_start = emphasis_open.pop(marker)
                if out.size > clean_start:
                    styled.append(StyledRange(clean_start, out.size, "bold" if len(marker) == 2 else "italic"))
            elif opens:
                emphasis_open[marker] = out.size
            else:
                out.copy(start, end, source)  # intraword: snake_case, 2*3
        elif kind == "tie":
            # TeX's tie, a space that does not break: 'Recognition~(FER)', 'Table~\ref{t}', '+1~ms'; not in a path
            # ('cs.toronto.edu/~kriz' has no letter before it, but 'host/a~b' would)
            # (the look-back is bounded: a text of ties with no white space would otherwise be rescanned per tie)
            reach = max(0, start - _TIE_PATH_REACH)
            space = max(source.rfind(" ", reach, start), source.rfind("\n", reach, start))
            if in_math or "/" in source[space + 1 if space >= 0 else reach : start]:
                out.copy(start, end, source)
            else:
                out.replace(" ", start, end)
        else:  # dash
            if in_math:
                out.copy(start, end, source)
            else:
                out.replace(_DASHES[token.group("dash")], start, end)
    out.copy(position, length, source)
    if math_open is not None:
        math.append((math_open, out.size))
    return Markup(
        source=source,
        text=_clean_characters("".join(out.parts)),
        starts=out.starts,
        ends=out.ends,
        math=tuple(math),
        verbatim=tuple(verbatim),
        styled=tuple(sorted(styled, key=lambda r: (r.start, r.end))),
    )
