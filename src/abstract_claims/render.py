"""A page to review claims: one self-contained HTML file showing each abstract with its claims highlighted.

Each document is a section with its text exactly as written (LaTeX and markdown visible), every claim
underlined in its type's colour and the underlines stacked where claims overlap, the way spaCy's displaCy
draws spans. Hovering a highlight shows the fields of the claims under it; clicking it jumps to the claim's
row in the table of fields beside the text. A legend and an index of documents sit at the top; more than
PAGE_SIZE documents are split into collapsible pages.

displaCy itself is not used: it draws spans over spaCy tokens, while claims are character spans into the
raw source that may begin or end inside a token (``0.5$B``, ``50\\times``), and the page must show the
source exactly, whitespace included. Every piece of text is escaped; the page needs no network and no
JavaScript.
"""

from __future__ import annotations

import io
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from html import escape
from itertools import pairwise
from pathlib import Path
from typing import IO, Any

from . import __version__
from .export import UNENCODABLE, atomic_output, utf8_stdout
from .models import CLAIM_TYPE_ORDER, Claim, DocumentClaims

#: Documents per collapsible page when the input holds more than this many.
PAGE_SIZE = 100

TYPE_COLOURS: dict[str, str] = {
    "number": "#1f77b4",
    "model_size": "#8c56c9",
    "method": "#2ca02c",
    "dataset": "#e6750f",
    "model": "#0fa3b1",
    "metric": "#d6399c",
    "result": "#b59f00",
}
_OTHER_COLOUR = "#7f7f7f"
#: Fields shared by every claim: shown in their own columns, not among the type's fields.
_COMMON_FIELDS = {"id", "type", "start", "end", "text", "rule"}
#: Fields holding ids of other claims in the same document: shown as links to their rows.
_REFERENCE_FIELDS = {"range_with", "numbers", "number", "metric", "dataset", "method", "baseline"}
_BAR_GAP_PX = 4  # vertical distance between stacked underlines

_STYLE = """
:root { --ink: #1d1d1f; --muted: #6b6b70; --rule: #dcdce0; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
       margin: 0 auto; padding: 1.5rem 2rem 4rem; max-width: 1500px; background: #fff; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
.summary, .meta { color: var(--muted); margin: .25rem 0 .75rem; }
.legend { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin: .5rem 0 1rem;
          padding: .6rem .8rem; border: 1px solid var(--rule); border-radius: 6px; }
.legend .hint { color: var(--muted); font-size: .85rem; flex-basis: 100%; }
.chip { display: inline-block; padding: 0 .45rem; border-radius: 4px; color: #fff; font-size: .8rem;
        font-weight: 600; white-space: nowrap; }
.chip .count { font-weight: 400; opacity: .9; }
.legend .chip.none { opacity: .35; }
nav.index { border: 1px solid var(--rule); border-radius: 6px; padding: .5rem .8rem; margin-bottom: 1.5rem; }
nav.index ol { margin: .25rem 0; padding-left: 2.5rem; columns: 2 28rem; font-size: .9rem; }
nav.index li { break-inside: avoid; }
nav.index .count { color: var(--muted); }
nav.index .failed { color: #b00020; }
details.page > summary { cursor: pointer; font-weight: 600; margin: .5rem 0; }
section.doc { border-top: 2px solid var(--rule); padding: 1rem 0 1.25rem;
              content-visibility: auto; contain-intrinsic-size: auto 700px; }
section.doc h2 .n { color: var(--muted); font-weight: 400; margin-right: .4rem; }
.errors { color: #b00020; margin: .25rem 0 .5rem; }
.body { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 4fr); gap: 1.5rem;
         align-items: start; }
@media (max-width: 1000px) { .body { grid-template-columns: minmax(0, 1fr); } }
.text { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1rem;
        line-height: calc(1.85em + var(--depth, 1) * 4px); }
.text .missing { color: var(--muted); font-style: italic; }
a.s { position: relative; color: inherit; text-decoration: none; border-radius: 2px; }
a.s:hover { outline: 1px solid #444; }
a.s .u { position: absolute; left: 0; right: 0; height: 3px; pointer-events: none; }
a.s[data-label]::before { content: attr(data-label); position: absolute; left: 0; top: -1.05em;
                          font-size: 9px; line-height: 1; color: var(--muted); white-space: nowrap; }
table.claims { border-collapse: collapse; width: 100%; font-size: .82rem; table-layout: fixed; }
table.claims col.id { width: 2.6rem; } table.claims col.type { width: 6.7rem; }
table.claims col.text { width: 22%; } table.claims col.rule { width: 9.5rem; }
table.claims th, table.claims td { border-bottom: 1px solid var(--rule); padding: .2rem .35rem;
                                   text-align: left; vertical-align: top; }
table.claims th { color: var(--muted); font-weight: 600; }
table.claims td.text code { white-space: pre-wrap; overflow-wrap: anywhere; }
table.claims td.fields { overflow-wrap: break-word; }
table.claims td.fields .k { color: var(--muted); }
table.claims td.rule { color: var(--muted); font-family: ui-monospace, monospace; font-size: .75rem;
                        overflow-wrap: anywhere; }
table.claims tr:target { background: #fff6bf; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
"""


def colour_of(claim_type: str) -> str:
    """The colour claims of this type are drawn in (grey for a type the page does not know)."""
    return TYPE_COLOURS.get(claim_type, _OTHER_COLOUR)


def render_html(documents: Iterable[DocumentClaims]) -> str:
    """The review page of these documents, as one self-contained HTML string."""
    page = io.StringIO()
    _write_page(documents, page)
    return page.getvalue()


def write_html(documents: Iterable[DocumentClaims], path_or_stream: str | Path | IO[str]) -> None:
    """Write the review page to a file (atomically, UTF-8) or a text stream."""
    if isinstance(path_or_stream, str | Path):
        with atomic_output(path_or_stream) as handle:
            _write_page(documents, handle)
    else:
        _write_page(documents, path_or_stream)


class _PageTotals:
    def __init__(self) -> None:
        self.documents = self.claims = self.failed = 0
        self.per_type: dict[str, int] = dict.fromkeys(CLAIM_TYPE_ORDER, 0)

    def add(self, document: DocumentClaims) -> None:
        self.documents += 1
        self.claims += len(document.claims)
        self.failed += bool(document.errors)
        for claim in document.claims:
            self.per_type[claim.type] = self.per_type.get(claim.type, 0) + 1


def _write_page(documents: Iterable[DocumentClaims], stream: IO[str]) -> None:
    # The legend and index at the top need totals, so sections go to a spool (memory, then disk) first.
    totals = _PageTotals()
    index_entries: list[str] = []
    pending: list[str] = []  # sections of the current page
    pages = 0
    with tempfile.SpooledTemporaryFile(max_size=32 * 2**20, mode="w+", encoding="utf-8",
                                          errors=UNENCODABLE) as sections:
        for number, document in enumerate(documents, start=1):
            if len(pending) == PAGE_SIZE:
                pages += 1
                sections.write(_page(pages, pending, number - PAGE_SIZE))
                pending = []
            totals.add(document)
            index_entries.append(_index_entry(number, document))
            pending.append(document_section(number, document))
        if pages == 0:
            sections.write("".join(pending))
        elif pending:
            pages += 1
            sections.write(_page(pages, pending, totals.documents - len(pending) + 1))
        stream.write(_head(totals))
        stream.write(_legend(totals))
        stream.write(_index(index_entries, paged=pages > 0))
        sections.seek(0)
        shutil.copyfileobj(sections, stream)
    stream.write("</main>\n</body>\n</html>\n")


def _head(totals: _PageTotals) -> str:
    summary = (f"{_count(totals.documents, 'document')}, {_count(totals.claims, 'claim')}"
               + (f", {totals.failed} with errors" if totals.failed else ""))  # fmt: skip
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<meta name=\"generator\" content=\"abstract-claims {escape(__version__)}\">\n"
        f"<title>Claims: {escape(summary)}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n<main>\n"
        f"<h1>Claims</h1>\n<p class=\"summary\">{escape(summary)}</p>\n"
    )


def _legend(totals: _PageTotals) -> str:
    chips = []
    for claim_type, count in totals.per_type.items():
        absent = " none" if count == 0 else ""
        chips.append(f"<span class=\"chip{absent}\" data-type=\"{escape(claim_type)}\" "
                     f"style=\"background:{colour_of(claim_type)}\">{escape(claim_type)} "
                     f"<span class=\"count\">{count}</span></span>")  # fmt: skip
    hint = ("Text as written in the source. Claims are underlined in their type's colour, stacked where they "
            "overlap; hover a highlight for its fields, click it for its row in the table.")  # fmt: skip
    return (f"<div class=\"legend\">\n<strong>Legend</strong>\n{''.join(chips)}\n"
            f"<span class=\"hint\">{hint}</span>\n</div>\n")  # fmt: skip


def _index_entry(number: int, document: DocumentClaims) -> str:
    status = ""
    if document.errors:
        status = f" <span class=\"failed\">{_count(len(document.errors), 'error')}</span>"
    return (f"<li value=\"{number}\"><a href=\"#doc-{number}\">{escape(document.doc_id)}</a> "
            f"<span class=\"count\">{_count(len(document.claims), 'claim')}</span>{status}</li>")  # fmt: skip


def _index(entries: list[str], *, paged: bool) -> str:
    if not paged:
        return f"<nav class=\"index\">\n<strong>Documents</strong>\n<ol>\n{_lines(entries)}\n</ol>\n</nav>\n"
    groups = []
    for first in range(0, len(entries), PAGE_SIZE):
        chunk = entries[first : first + PAGE_SIZE]
        groups.append(f"<details><summary>Documents {first + 1}–{first + len(chunk)}</summary>\n"
                      f"<ol>\n{_lines(chunk)}\n</ol>\n</details>")  # fmt: skip
    return f"<nav class=\"index\">\n<strong>Documents</strong>\n{_lines(groups)}\n</nav>\n"


def _page(page: int, sections: list[str], first: int) -> str:
    # Opening a page is one click; the browser also opens it when a link from the index points inside.
    opened = " open" if page == 1 else ""
    return (f"<details class=\"page\" id=\"page-{page}\"{opened}><summary>Documents {first}–"
            f"{first + len(sections) - 1}</summary>\n{''.join(sections)}</details>\n")  # fmt: skip


# ---------------------------------------------------------------- one document


def document_section(number: int, document: DocumentClaims) -> str:
    """The HTML section of one document: heading, errors, highlighted text and the table of its claims."""
    anchor = f"doc-{number}"
    meta = [escape(document.source) if document.source else "no source file"]
    if document.offset is not None:
        meta.append(f"offset {document.offset}")
    meta.append(_count(len(document.claims), "claim"))
    errors = ""
    if document.errors:
        items = "".join(f"<li><code>{escape(error.code)}</code> {escape(error.message)}"
                        + (f" (line {error.line})" if error.line is not None else "") + "</li>"
                        for error in document.errors)  # fmt: skip
        errors = f"<ul class=\"errors\">{items}</ul>\n"
    if document.text is None:
        text = ("<div class=\"text\"><span class=\"missing\">"
                "The text of this document is not available.</span></div>")
    else:
        text = highlighted_text(document.text, document.claims, anchor)
    return (
        f"<section class=\"doc\" id=\"{anchor}\" data-doc-id=\"{escape(document.doc_id)}\">\n"
        f"<h2><span class=\"n\">{number}</span>{escape(document.doc_id)}</h2>\n"
        f"<p class=\"meta\">{' · '.join(meta)}</p>\n{errors}"
        f"<div class=\"body\">\n{text}\n{claims_table(document, anchor)}\n</div>\n</section>\n"
    )


def overlap_levels(claims: Iterable[Claim]) -> dict[str, int]:
    """A stacking level per claim id: overlapping claims get different levels, shorter claims lower ones."""
    placed: list[tuple[int, int, int]] = []  # (start, end, level)
    levels: dict[str, int] = {}
    for claim in sorted(claims, key=lambda claim: (claim.end - claim.start, claim.start)):
        taken = {level for start, end, level in placed if start < claim.end and claim.start < end}
        level = next(level for level in range(len(taken) + 1) if level not in taken)
        placed.append((claim.start, claim.end, level))
        levels[claim.id] = level
    return levels


def covered_segments(text: str, claims: Iterable[Claim]) -> Iterator[tuple[int, int, list[Claim]]]:
    """The text cut at every claim boundary: (start, end, claims covering it, shortest first)."""
    claims = sorted(claims, key=lambda claim: claim.start)
    bounds = sorted({0, len(text)} | {claim.start for claim in claims} | {claim.end for claim in claims})
    active: list[Claim] = []
    upcoming = 0
    for start, end in pairwise(bounds):
        while upcoming < len(claims) and claims[upcoming].start <= start:
            active.append(claims[upcoming])
            upcoming += 1
        active = [claim for claim in active if claim.end > start]
        yield start, end, sorted(active, key=lambda claim: (claim.end - claim.start, claim.start))


def highlighted_text(text: str, claims: list[Claim], anchor: str) -> str:
    """The text with each claim drawn as a link carrying underlines (one per claim), all text escaped."""
    shown = [claim for claim in claims if text[claim.start : claim.end] == claim.text]
    levels = overlap_levels(shown)
    depth = max(levels.values(), default=-1) + 1
    starting: dict[int, list[str]] = {}
    for claim in shown:
        starting.setdefault(claim.start, []).append(claim.id)
    pieces = []
    for start, end, covering in covered_segments(text, shown):
        piece = escape(text[start:end], quote=False)
        if not covering:
            pieces.append(piece)
            continue
        innermost = covering[0]
        label = f" data-label=\"{escape(' '.join(starting[start]))}\"" if start in starting else ""
        bars = "".join(
            f"<span class=\"u t-{escape(claim.type)}\" style=\"background:{colour_of(claim.type)};"
            f"bottom:{-2 - levels[claim.id] * _BAR_GAP_PX}px\"></span>"
            for claim in covering
        )
        pieces.append(
            f"<a class=\"s t-{escape(innermost.type)}\" href=\"#{anchor}-{escape(innermost.id)}\""
            f" data-claims=\"{escape(' '.join(claim.id for claim in covering))}\"{label}"
            f" style=\"background:{colour_of(innermost.type)}26\""
            f" title=\"{escape(_lines(claim_summary(claim) for claim in covering))}\">{piece}{bars}</a>"
        )
    return f"<div class=\"text\" style=\"--depth:{max(depth, 1)}\">{''.join(pieces)}</div>"


def claim_fields(claim: Claim) -> dict[str, Any]:
    """The type's own fields of a claim (not id/type/span/text/rule), without the empty ones."""
    fields = claim.model_dump(mode="json", exclude=_COMMON_FIELDS)
    return {name: value for name, value in fields.items() if value is not None and value != []}


def claim_summary(claim: Claim) -> str:
    """One claim in a line or two of plain text, for the tooltip."""
    fields = ", ".join(f"{name}={_plain_value(value)}" for name, value in claim_fields(claim).items())
    return f"{claim.id} {claim.type} “{claim.text}”" + (f": {fields}" if fields else "") + f" [{claim.rule}]"


def claims_table(document: DocumentClaims, anchor: str) -> str:
    """The table of a document's claims: id, type, text as written, fields, rule."""
    if not document.claims:
        return "<p class=\"meta\">No claims.</p>"
    rows = []
    for claim in document.claims:
        fields = "".join(
            f"<div><span class=\"k\">{escape(name)}</span> {_field_html(document, anchor, name, value)}</div>"
            for name, value in claim_fields(claim).items()
        )
        rows.append(
            f"<tr id=\"{anchor}-{escape(claim.id)}\" data-type=\"{escape(claim.type)}\">"
            f"<td>{escape(claim.id)}</td>"
            f"<td><span class=\"chip\" style=\"background:{colour_of(claim.type)}\">"
            f"{escape(claim.type)}</span></td>"
            f"<td class=\"text\"><code>{escape(claim.text)}</code></td>"
            f"<td class=\"fields\">{fields}</td><td class=\"rule\">{escape(claim.rule)}</td></tr>"
        )
    columns = ("<colgroup><col class=\"id\"><col class=\"type\"><col class=\"text\"><col>"
               "<col class=\"rule\"></colgroup>")
    header = "<tr><th>id</th><th>type</th><th>text</th><th>fields</th><th>rule</th></tr>"
    return (f"<table class=\"claims\">\n{columns}<thead>{header}</thead>\n"
            f"<tbody>\n{_lines(rows)}\n</tbody>\n</table>")


def _field_html(document: DocumentClaims, anchor: str, name: str, value: Any) -> str:
    if name in _REFERENCE_FIELDS:
        ids = value if isinstance(value, list) else [value]
        links = []
        for claim_id in ids:
            linked = document.get(str(claim_id))
            shown = f" “{escape(linked.text)}”" if linked is not None else ""
            links.append(f"<a href=\"#{anchor}-{escape(str(claim_id))}\">{escape(str(claim_id))}</a>{shown}")
        return ", ".join(links)
    return escape(_plain_value(value))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _lines(pieces: Iterable[str]) -> str:
    return "\n".join(pieces)


def _plain_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer() and abs(value) >= 1e4:
        return f"{int(value):,}"  # 8,000,000,000 parameters read better than 8000000000.0
    if isinstance(value, list):
        return ", ".join(_plain_value(item) for item in value)
    return str(value)


def write(documents: Iterable[DocumentClaims], path: str | None) -> None:
    """Write the page to ``path``, or to standard output when path is None or '-'."""
    if path is None or path == "-":
        stream = utf8_stdout()
        write_html(documents, stream)
        stream.flush()
    else:
        write_html(documents, path)
