"""A page to review claims: self-contained HTML showing each abstract with its claims highlighted.

Each document is a section: its title (when the input has one), its text exactly as written (LaTeX and
markdown visible) with every claim underlined in its type's colour, and beside it a compact table of its
results (value, metric, dataset, method, baseline, direction; the sentence on demand) and its other claims
as short chips. Underlines are drawn the way spaCy's displaCy draws spans: each claim in a slot of its own
below the text, overlapping claims in different slots, and a small label with the claim's id where its
slot starts, so that two overlapping results stay two lines with two names.

At the top: a legend that is also a filter by claim type, a search box (titles, ids and text), and an index
of the documents with their titles. A small inline script does the filtering; without it the page still
shows everything. The page loads nothing (no network) and every piece of text is escaped.

Large inputs are split so that each file stays light: :func:`write_html` to a path writes the first
PAGE_SIZE documents and the index of all documents to that file, and each further PAGE_SIZE documents to a
file of their own beside it (``claims.html``, ``claims-2.html``, ``claims-3.html`` ...), every one a complete
page linked to the others. A stream (standard output) gets one page with every document.

displaCy itself is not used: it draws spans over spaCy tokens, while claims are character spans into the
raw source that may begin or end inside a token (``0.5$B``, ``50\\times``), and the page must show the
source exactly, white space included.
"""

from __future__ import annotations

import io
import re
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from html import escape
from itertools import pairwise
from pathlib import Path
from typing import IO, Any

from . import __version__
from .export import UNENCODABLE, StagedFiles, utf8_stdout
from .links import paper_url
from .models import CLAIM_TYPE_ORDER, Claim, DocumentClaims, ResultClaim

#: Documents per file when writing to a path: about 1 MB of HTML on arXiv abstracts.
PAGE_SIZE = 200

TYPE_COLOURS: dict[str, str] = {
    "number": "#1f77b4",
    "model_size": "#8c56c9",
    "method": "#2ca02c",
    "dataset": "#e6750f",
    "model": "#0fa3b1",
    "metric": "#d6399c",
    "task": "#8c564b",
    "result": "#b59f00",
}
#: Colours for claim types the table above does not name yet, taken in the order of CLAIM_TYPE_ORDER.
_SPARE_COLOURS = ("#c0392b", "#5b6abf", "#7a8b00", "#a0522d", "#008b8b", "#7f7f7f")
#: Fields shared by every claim: shown in their own places, not among the type's fields.
_COMMON_FIELDS = {"id", "type", "start", "end", "text", "rule"}
#: Result fields shown as columns of the results table, in this order.
_RESULT_ROLES = ("metric", "dataset", "method", "baseline", "task")
_STEP_PX = 11  # vertical distance between two claim slots under a line of text: a bar and a label
_BAR_PX = 3
_TOP_EM = 1.3  # where the first slot starts below the top of the text
_DIRECTION_MARKS = {"increase": "↑", "decrease": "↓"}
_WORD = re.compile(r"\S+")

_STYLE = """
:root { --ink: #1d1d1f; --muted: #6b6b70; --rule: #dcdce0; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
       margin: 0 auto; padding: 1.25rem 2rem 4rem; max-width: 1500px; background: #fff; }
h1 { font-size: 1.4rem; margin: 0 0 .2rem; }
h2 { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
.summary, .meta { color: var(--muted); margin: .2rem 0 .6rem; font-size: .88rem; }
.meta a { color: inherit; }
.controls { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin: .5rem 0 .8rem;
            padding: .55rem .8rem; border: 1px solid var(--rule); border-radius: 6px; }
.controls .hint { color: var(--muted); font-size: .8rem; flex-basis: 100%; }
.legend { display: flex; flex-wrap: wrap; gap: .35rem .6rem; align-items: center; }
.chip { display: inline-flex; gap: .25rem; align-items: center; padding: 0 .45rem; border-radius: 4px;
        color: #fff; font-size: .8rem; font-weight: 600; white-space: nowrap; }
.legend .chip { cursor: pointer; }
.legend .chip input { margin: 0; accent-color: #fff; }
.legend .chip .count { font-weight: 400; opacity: .9; }
.legend .chip.none { opacity: .35; }
input[type=search] { flex: 1 1 16rem; max-width: 28rem; font: inherit; padding: .2rem .5rem;
                     border: 1px solid #b9b9c0; border-radius: 4px; }
#shown { color: var(--muted); font-size: .85rem; }
nav.pages { margin: 0 0 .8rem; font-size: .9rem; }
nav.pages a, nav.pages strong { margin-right: .5rem; }
nav.index { border: 1px solid var(--rule); border-radius: 6px; padding: .4rem .8rem; margin-bottom: 1.2rem; }
nav.index summary { cursor: pointer; font-weight: 600; }
nav.index ol { margin: .25rem 0; padding-left: 3rem; columns: 2 30rem; font-size: .85rem; max-height: 22rem;
               overflow-y: auto; }
nav.index li { break-inside: avoid; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
nav.index .id, nav.index .count { color: var(--muted); }
nav.index .failed { color: #b00020; }
section.doc { border-top: 2px solid var(--rule); padding: .8rem 0 1rem;
              content-visibility: auto; contain-intrinsic-size: auto 500px; }
section.doc h2 .n { color: var(--muted); font-weight: 400; margin-right: .4rem; }
.hidden { display: none !important; }
.errors { color: #b00020; margin: .25rem 0 .5rem; }
.body { display: grid; grid-template-columns: minmax(0, 11fr) minmax(0, 9fr); gap: 1.5rem; align-items: start; }
@media (max-width: 1000px) { .body { grid-template-columns: minmax(0, 1fr); } }
.text { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1rem; line-height: calc(1.45em + STEP_PX); }
.text i { display: inline-block; width: 0; vertical-align: top; }
.text .missing { color: var(--muted); font-style: italic; }
a.s { position: relative; color: inherit; text-decoration: none; background-repeat: no-repeat;
      padding-bottom: .4em; }
a.s:hover, a.s.hl { outline: 1px solid #444; outline-offset: 1px; }
.m { position: absolute; left: -1px; height: 10px; padding: 0 3px; border-radius: 2px 2px 2px 0; white-space: nowrap;
     pointer-events: none; z-index: 1; }
.m::after { content: attr(data-id); display: block; font: 600 9px/10px system-ui, sans-serif; color: #fff; }
.side h3 { font-size: .8rem; color: var(--muted); margin: 0 0 .25rem; font-weight: 600; }
table.results { border-collapse: collapse; width: 100%; font-size: .8rem; margin-bottom: .7rem; }
table.results th, table.results td { border-bottom: 1px solid var(--rule); padding: .15rem .3rem;
                                      text-align: left; vertical-align: top; overflow-wrap: anywhere; }
table.results th { color: var(--muted); font-weight: 600; }
table.results td.v { white-space: nowrap; font-variant-numeric: tabular-nums; }
table.results td.none { color: #b9b9c0; }
table.results details summary { cursor: pointer; color: var(--muted); }
table.results details[open] summary { margin-bottom: .2rem; }
table.results details div { white-space: normal; color: var(--ink); }
tr:target, a.c:target { background: #fff6bf; }
tr.hl, a.c.hl { background: #fff3a8; }
.others { font-size: .82rem; line-height: 1.9; }
.others .group { margin-bottom: .15rem; }
.others .chip { font-size: .72rem; margin-right: .3rem; }
a.c { color: inherit; text-decoration: none; border-bottom: 2px solid var(--c, #999); padding: 0 1px;
      margin-right: .35rem; white-space: nowrap; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
""".replace("STEP_PX", f"{_STEP_PX}px")

# Filtering and hover, in the page: the legend's boxes hide a claim type (its underlines, labels and rows)
# and the documents with no claim of the types left; the search box keeps the documents whose title, id or
# text holds the words; ?types=result,method&q=words in the address sets both on load.
_SCRIPT = """
(() => {
  const body = document.body, search = document.getElementById("q"), shown = document.getElementById("shown");
  const boxes = [...document.querySelectorAll(".legend input[data-type]")];
  const words = (el) => (el.tagName === "LI" ? el.textContent
    : [el.dataset.docId, ...[...el.querySelectorAll("h2, .text")].map((part) => part.textContent)].join(" "));
  const items = [...document.querySelectorAll("section.doc, nav.index li")].map((el) => ({
    el, types: (el.dataset.types || "").split(" ").filter(Boolean), words: words(el).toLowerCase(),
  }));
  const params = new URLSearchParams(location.search);
  if (params.has("types")) {
    const wanted = params.get("types").split(",");
    boxes.forEach((box) => { box.checked = wanted.includes(box.dataset.type); });
  }
  if (params.has("q")) search.value = params.get("q");
  function apply() {
    const on = boxes.filter((box) => box.checked).map((box) => box.dataset.type);
    boxes.forEach((box) => body.classList.toggle("hide-" + box.dataset.type, !box.checked));
    const wanted = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
    const every = on.length === boxes.length;
    let documents = 0, visible = 0;
    for (const item of items) {
      const show = (every || item.types.some((type) => on.includes(type)))
        && wanted.every((word) => item.words.includes(word));
      item.el.classList.toggle("hidden", !show);
      if (item.el.tagName === "SECTION") { documents += 1; visible += show; }
    }
    shown.textContent = visible + " of " + documents + " documents on this page shown";
  }
  boxes.forEach((box) => box.addEventListener("change", apply));
  search.addEventListener("input", apply);
  function mark(event, on) {
    const source = event.target.closest("[data-claim]");
    const section = source && source.closest("section.doc");
    if (!section) return;
    const id = CSS.escape(source.dataset.claim);
    section.querySelectorAll('a.s[data-c~="' + id + '"], [data-claim="' + id + '"]')
      .forEach((el) => el.classList.toggle("hl", on));
  }
  document.addEventListener("mouseover", (event) => mark(event, true));
  document.addEventListener("mouseout", (event) => mark(event, false));
  apply();
})();
"""


def claim_types_of(seen: Iterable[str] = ()) -> list[str]:
    """The claim types a page shows: those of the output contract, in order, then any others seen."""
    types = list(CLAIM_TYPE_ORDER)
    types += sorted(set(seen) - set(types))
    return types


def colour_of(claim_type: str) -> str:
    """The colour claims of this type are drawn in (a spare colour for a type the table does not name)."""
    if claim_type in TYPE_COLOURS:
        return TYPE_COLOURS[claim_type]
    position = CLAIM_TYPE_ORDER.get(claim_type, len(CLAIM_TYPE_ORDER))
    return _SPARE_COLOURS[position % len(_SPARE_COLOURS)]


def _css_name(claim_type: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", claim_type)


def render_html(documents: Iterable[DocumentClaims]) -> str:
    """The review page of these documents, as one self-contained HTML string (one page, every document)."""
    page = io.StringIO()
    write_html(documents, page)
    return page.getvalue()


def write_html(documents: Iterable[DocumentClaims], path_or_stream: str | Path | IO[str],
               page_size: int | None = None) -> list[Path]:  # fmt: skip
    """Write the review page to a file (atomically, UTF-8) or a text stream; the files written, in order.

    To a path, more than ``page_size`` (default PAGE_SIZE) documents are split over several files: the
    path holds the first ones and the index of all, ``<stem>-2<suffix>`` and so on the next ones.
    """
    if isinstance(path_or_stream, str | Path):
        return _write_files(documents, Path(path_or_stream), page_size or PAGE_SIZE)
    _write_single(documents, path_or_stream)
    return []


def page_path(path: Path, page: int) -> Path:
    """The file of page ``page`` (from 1) when the page at ``path`` is split."""
    return path if page == 1 else path.with_name(f"{path.stem}-{page}{path.suffix}")


# ---------------------------------------------------------------- pages and files


@dataclass
class _Totals:
    documents: int = 0
    claims: int = 0
    failed: int = 0
    depth: int = 1
    per_type: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLAIM_TYPE_ORDER, 0))

    def add(self, document: DocumentClaims, depth: int) -> None:
        self.documents += 1
        self.claims += len(document.claims)
        self.failed += bool(document.errors)
        self.depth = max(self.depth, depth)
        for claim in document.claims:
            self.per_type[claim.type] = self.per_type.get(claim.type, 0) + 1

    def merge(self, other: _Totals) -> None:
        self.documents += other.documents
        self.claims += other.claims
        self.failed += other.failed
        self.depth = max(self.depth, other.depth)
        for claim_type, count in other.per_type.items():
            self.per_type[claim_type] = self.per_type.get(claim_type, 0) + count


@dataclass
class _Page:
    number: int
    first: int  # number of its first document
    sections: list[str] = field(default_factory=list)
    entries: list[str] = field(default_factory=list)
    totals: _Totals = field(default_factory=_Totals)


def _pages(documents: Iterable[DocumentClaims], size: int, link: Callable[[int, str], str]) -> Iterator[_Page]:
    """Documents rendered and grouped into pages of ``size``; ``link(page, anchor)`` makes index links."""
    page = _Page(1, 1)
    for number, document in enumerate(documents, start=1):
        if len(page.sections) == size:
            yield page
            page = _Page(page.number + 1, number)
        section, depth = document_section(number, document)
        page.sections.append(section)
        page.entries.append(_index_entry(number, document, link(page.number, f"doc-{number}")))
        page.totals.add(document, depth)
    yield page


def _write_single(documents: Iterable[DocumentClaims], stream: IO[str]) -> None:
    (page,) = _pages(documents, sys.maxsize, lambda _, anchor: f"#{anchor}")
    stream.write(_head(page.totals, "Claims"))
    stream.write(_controls(page.totals))
    stream.write(_index(page.entries, page.totals.documents))
    stream.writelines(page.sections)
    stream.write(_foot())


def _write_files(documents: Iterable[DocumentClaims], path: Path, size: int) -> list[Path]:
    """The first page goes to ``path`` last (it holds the index of all documents, known at the end);
    the others are written as soon as the next one starts (a page links to the next only if it exists).
    All of them replace their files together at the end: an interrupted run leaves the old set whole."""
    staged = StagedFiles()
    try:
        written = _stage_files(documents, path, size, staged)
        staged.commit()
    except BaseException:
        staged.discard()
        raise
    return written


def _stage_files(documents: Iterable[DocumentClaims], path: Path, size: int, staged: StagedFiles) -> list[Path]:
    totals = _Totals()
    written: list[Path] = []
    first: _Page | None = None
    previous: _Page | None = None

    def link(page: int, anchor: str) -> str:
        return f"#{anchor}" if page == 1 else f"{page_path(path, page).name}#{anchor}"

    with tempfile.SpooledTemporaryFile(max_size=16 * 2**20, mode="w+", encoding="utf-8",
                                       errors=UNENCODABLE) as index:
        for page in _pages(documents, size, link):
            totals.merge(page.totals)
            index.write("\n".join(page.entries) + "\n")
            if page.number == 1:
                first = page
            if previous is not None and previous.number > 1:
                written.append(_write_page_file(path, previous, staged, has_next=True))
            previous = page
        assert first is not None and previous is not None  # _pages yields at least one page
        if previous.number > 1:
            written.append(_write_page_file(path, previous, staged, has_next=False))
        pages = previous.number
        with staged.open(path) as handle:
            handle.write(_head(totals, "Claims"))
            handle.write(_controls(totals))
            if pages > 1:
                handle.write(_page_nav(path, 1, pages))
            index.seek(0)
            handle.write(f"<nav class=\"index\"><details{' open' if totals.documents <= 400 else ''}>"
                         f"<summary>Documents ({totals.documents}{_in_files(pages)})</summary>\n<ol>\n")
            shutil.copyfileobj(index, handle)
            handle.write("</ol>\n</details></nav>\n")
            handle.writelines(first.sections)
            if pages > 1:
                handle.write(_page_nav(path, 1, pages))
            handle.write(_foot())
    return [path, *written]


def _in_files(pages: int) -> str:
    return f", in {pages} files" if pages > 1 else ""


def _write_page_file(path: Path, page: _Page, staged: StagedFiles, *, has_next: bool) -> Path:
    target = page_path(path, page.number)
    last = page.first + page.totals.documents - 1
    nav = _page_nav(path, page.number, page.number + 1 if has_next else page.number)
    with staged.open(target) as handle:
        handle.write(_head(page.totals, f"Claims, documents {page.first}–{last}"))
        handle.write(_controls(page.totals))
        handle.write(nav)
        handle.write(_index(page.entries, page.totals.documents))
        handle.writelines(page.sections)
        handle.write(nav)
        handle.write(_foot())
    return target


def _page_nav(path: Path, page: int, last_known: int) -> str:
    """Links to the first page (with the index of all documents), the previous and the next one."""
    parts = [f"<strong>Page {page}</strong>"]
    if page > 1:
        parts.append(f"<a href=\"{escape(path.name)}\">first page and index of all documents</a>")
        parts.append(f"<a href=\"{escape(page_path(path, page - 1).name)}\" rel=\"prev\">← page {page - 1}</a>")
    if last_known > page:
        parts.append(f"<a href=\"{escape(page_path(path, page + 1).name)}\" rel=\"next\">page {page + 1} →</a>")
    return f"<nav class=\"pages\">{' '.join(parts)}</nav>\n"


def _head(totals: _Totals, title: str) -> str:
    summary = (f"{_count(totals.documents, 'document')}, {_count(totals.claims, 'claim')}"
               + (f", {totals.failed} with errors" if totals.failed else ""))  # fmt: skip
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<meta name=\"generator\" content=\"abstract-claims {escape(__version__)}\">\n"
        f"<title>{escape(title)}: {escape(summary)}</title>\n"
        f"<style>{_STYLE}{_type_style(claim_types_of(totals.per_type), totals.depth)}</style>\n"
        "</head>\n<body>\n<main>\n"
        f"<h1>{escape(title)}</h1>\n<p class=\"summary\">{escape(summary)}</p>\n"
    )


def _type_style(types: list[str], depth: int) -> str:
    """The rules that depend on the claim types and on how deep claims nest: one colour variable per type
    (a hidden type's becomes transparent), and one background layer per slot under the text."""
    colours = " ".join(f"--c-{_css_name(t)}: {colour_of(t)}; --t-{_css_name(t)}: {colour_of(t)}22;"
                       for t in types)  # fmt: skip
    rules = [f":root {{ {colours} }}"]
    for claim_type in types:
        name = _css_name(claim_type)
        rules.append(f".hide-{name} {{ --c-{name}: transparent; --t-{name}: transparent; }}")
        rules.append(f".hide-{name} .m.t-{name}, .hide-{name} tr.t-{name}, .hide-{name} .group.t-{name} "
                     "{ display: none; }")  # fmt: skip
        rules.append(f".t-{name} {{ --c: var(--c-{name}); }} a.s.t-{name} {{ --t: var(--t-{name}); }} "
                     f".chip.t-{name}, .m.t-{name} {{ background: {colour_of(claim_type)}; }}")  # fmt: skip
        rules.extend(f".b{level}-{name} {{ --b{level}: var(--c-{name}); }}" for level in range(depth))
    images = ["linear-gradient(var(--t, transparent), var(--t, transparent))"]
    sizes = ["100% 1.25em"]
    positions = ["0 0"]
    for level in range(depth):
        images.append(f"linear-gradient(var(--b{level}, transparent), var(--b{level}, transparent))")
        sizes.append(f"100% {_BAR_PX}px")
        positions.append(f"0 calc({_TOP_EM}em + {level * _STEP_PX}px)")
    rules.append(f"a.s {{ background-image: {', '.join(images)}; background-size: {', '.join(sizes)}; "
                 f"background-position: {', '.join(positions)}; }}")  # fmt: skip
    rules.extend(f".m.l{level} {{ top: calc({_TOP_EM}em + {level * _STEP_PX - 3}px); }}" for level in range(depth))
    # A line whose claims reach slot n > 0 is made taller by zero-width struts (.text i.h<n>), so that
    # only the lines with deep claims take the room their underlines need.
    for level in range(1, depth):
        rules.append(f".text i.h{level} {{ height: calc(1.45em + {(level + 1) * _STEP_PX}px); }} "
                     f"a.s.d{level} {{ padding-bottom: calc(.4em + {level * _STEP_PX}px); }}")
    return "\n" + "\n".join(rules) + "\n"


def _controls(totals: _Totals) -> str:
    chips = []
    for claim_type in claim_types_of(totals.per_type):
        count = totals.per_type.get(claim_type, 0)
        absent = " none" if count == 0 else ""
        name = escape(claim_type)
        chips.append(f"<label class=\"chip t-{_css_name(claim_type)}{absent}\" data-type=\"{name}\">"
                     f"<input type=\"checkbox\" checked data-type=\"{name}\"> {name} "
                     f"<span class=\"count\">{count}</span></label>")  # fmt: skip
    hint = ("Text as written in the source. Each claim is underlined in its type's colour, in a slot of its "
            "own where claims overlap, its id where it starts; hover a highlight for the claims under it, "
            "click it for its row. Untick a type to hide it; search looks in titles, ids and text.")
    return (f"<div class=\"controls\">\n<div class=\"legend\">{''.join(chips)}</div>\n"
            "<input type=\"search\" id=\"q\" placeholder=\"Search titles, ids and text\" "
            "aria-label=\"Search titles, ids and text\">\n<span id=\"shown\"></span>\n"
            f"<span class=\"hint\">{hint}</span>\n</div>\n")  # fmt: skip


def _index_entry(number: int, document: DocumentClaims, href: str) -> str:
    status = ""
    if document.errors:
        status = f" <span class=\"failed\">{_count(len(document.errors), 'error')}</span>"
    title = _one_line(document.title) if document.title else None
    label = (f"{escape(title)} <span class=\"id\">{escape(document.doc_id)}</span>" if title
             else escape(document.doc_id))  # fmt: skip
    return (f"<li value=\"{number}\" data-types=\"{escape(_types_of(document))}\">"
            f"<a href=\"{escape(href)}\">{label}</a> "
            f"<span class=\"count\">{_count(len(document.claims), 'claim')}</span>{status}</li>")  # fmt: skip


def _index(entries: list[str], documents: int) -> str:
    opened = " open" if documents <= 400 else ""
    return (f"<nav class=\"index\"><details{opened}><summary>Documents ({documents})</summary>\n<ol>\n"
            f"{_lines(entries)}\n</ol>\n</details></nav>\n")  # fmt: skip


def _foot() -> str:
    return f"</main>\n<script>{_SCRIPT}</script>\n</body>\n</html>\n"


# ---------------------------------------------------------------- one document


def document_section(number: int, document: DocumentClaims) -> tuple[str, int]:
    """The HTML section of one document (heading, errors, highlighted text, results and other claims) and
    the number of underline slots its text needs."""
    anchor = f"doc-{number}"
    title = _one_line(document.title) if document.title else None
    meta = [escape(document.doc_id)] if title else []
    url = paper_url(document.doc_id)
    if url:
        meta.append(f"<a href=\"{escape(url)}\" rel=\"noreferrer\">arXiv</a>")
    meta.append(escape(document.source) if document.source else "no source file")
    if document.offset is not None:
        meta.append(f"offset {document.offset}")
    meta.append(_count(len(document.claims), "claim"))
    errors = ""
    if document.errors:
        items = "".join(f"<li><code>{escape(error.code)}</code> {escape(error.message)}"
                        + (f" (line {error.line})" if error.line is not None else "") + "</li>"
                        for error in document.errors)  # fmt: skip
        errors = f"<ul class=\"errors\">{items}</ul>\n"
    depth = 1
    if document.text is None:
        text = ("<div class=\"text\"><span class=\"missing\">"
                "The text of this document is not available.</span></div>")
    else:
        text, depth = highlighted_text(document.text, document.claims, anchor)
    return (
        f"<section class=\"doc\" id=\"{anchor}\" data-doc-id=\"{escape(document.doc_id)}\" "
        f"data-types=\"{escape(_types_of(document))}\">\n"
        f"<h2><span class=\"n\">{number}</span>{escape(title or document.doc_id)}</h2>\n"
        f"<p class=\"meta\">{' · '.join(meta)}</p>\n{errors}"
        f"<div class=\"body\">\n{text}\n<div class=\"side\">{results_table(document, anchor)}"
        f"{other_claims(document, anchor)}</div>\n</div>\n</section>\n"
    ), depth


def overlap_levels(claims: Iterable[Claim]) -> dict[str, int]:
    """A slot per claim id: overlapping claims get different slots, shorter claims lower ones."""
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


def highlighted_text(text: str, claims: list[Claim], anchor: str) -> tuple[str, int]:
    """The text with each claim underlined in its slot (one background layer per slot of each piece of
    text), a label where each claim starts; all text escaped. Also the number of slots used."""
    shown = [claim for claim in claims if text[claim.start : claim.end] == claim.text]
    levels = overlap_levels(shown)
    depth = max(levels.values(), default=0) + 1
    starting: dict[int, list[Claim]] = {}
    for claim in shown:
        starting.setdefault(claim.start, []).append(claim)
    pieces = []
    for start, end, covering in covered_segments(text, shown):
        piece = escape(text[start:end], quote=False)
        if not covering:
            pieces.append(piece)
            continue
        innermost = covering[0]
        deepest = max(levels[claim.id] for claim in covering)
        if deepest:  # a strut after each word: whichever line the word ends up on gets the room
            piece = _with_struts(piece, f"<i class=\"h{deepest}\"></i>")
        bars = "".join(f" b{levels[claim.id]}-{_css_name(claim.type)}" for claim in covering)
        labels = "".join(
            f"<b class=\"m t-{_css_name(claim.type)} l{levels[claim.id]}\" data-id=\"{escape(claim.id)}\"></b>"
            for claim in starting.get(start, [])
        )
        pieces.append(
            f"<a class=\"s t-{_css_name(innermost.type)}{bars}{f' d{deepest}' if deepest else ''}\""
            f" href=\"#{anchor}-{escape(innermost.id)}\""
            f" data-c=\"{escape(' '.join(claim.id for claim in covering))}\">{labels}{piece}</a>"
        )
    return f"<div class=\"text\">{''.join(pieces)}</div>", depth


def _with_struts(piece: str, strut: str) -> str:
    return _WORD.sub(lambda word: word.group() + strut, piece)


def claim_fields(claim: Claim) -> dict[str, Any]:
    """The type's own fields of a claim (not id/type/span/text/rule), without the empty ones."""
    fields = claim.model_dump(mode="json", exclude=_COMMON_FIELDS)
    return {name: value for name, value in fields.items() if value is not None and value != []}


def claim_summary(claim: Claim) -> str:
    """One claim in a line or two of plain text, for a tooltip."""
    fields = ", ".join(f"{name}={_plain_value(value)}" for name, value in claim_fields(claim).items())
    return f"{claim.id} {claim.type} “{claim.text}”" + (f": {fields}" if fields else "") + f" [{claim.rule}]"


def results_table(document: DocumentClaims, anchor: str) -> str:
    """A document's results, one row each: value, metric, dataset, method, baseline, direction; the
    sentence holding the result opens on demand."""
    rows = []
    for result in document.claims:
        if not isinstance(result, ResultClaim):
            continue
        number = document.get(result.number)
        value = escape(number.text) if number is not None else ""
        cells = []
        for role in _RESULT_ROLES:
            shown = _role(document, getattr(result, role), getattr(result, f"{role}_text"))
            cells.append(f"<td>{escape(shown)}</td>" if shown else "<td class=\"none\">–</td>")
        direction = ("not " if result.negated else "") + _DIRECTION_MARKS.get(result.direction or "", "")
        sentence = document.sentence_of(result) or result.text
        rows.append(
            f"<tr id=\"{anchor}-{escape(result.id)}\" class=\"t-result\" data-claim=\"{escape(result.id)}\">"
            f"<td title=\"{escape(result.rule)}\">{escape(result.id)}</td><td class=\"v\">{value}</td>"
            f"{''.join(cells)}<td title=\"{escape(_direction_words(result))}\">{direction}</td>"
            f"<td><details><summary>sentence</summary><div>{escape(sentence)}</div></details></td></tr>"
        )
    if not rows:
        return ""
    header = "".join(f"<th>{name}</th>" for name in ("id", "value", *_RESULT_ROLES, "", ""))
    return (f"<h3>Results</h3>\n<table class=\"results\"><thead><tr>{header}</tr></thead>\n"
            f"<tbody>\n{_lines(rows)}\n</tbody></table>\n")  # fmt: skip


def other_claims(document: DocumentClaims, anchor: str) -> str:
    """The claims that are not results, grouped by type, each a short link to where it is in the text."""
    groups: dict[str, list[str]] = {}
    for claim in document.claims:
        if isinstance(claim, ResultClaim):
            continue
        label = getattr(claim, "name", None) if claim.type in ("metric",) else None
        groups.setdefault(claim.type, []).append(
            f"<a class=\"c t-{_css_name(claim.type)}\" id=\"{anchor}-{escape(claim.id)}\" "
            f"href=\"#{anchor}\" data-claim=\"{escape(claim.id)}\" title=\"{escape(claim_summary(claim))}\">"
            f"{escape(_one_line(label or claim.text))}</a>"
        )
    if not groups:
        return "" if any(isinstance(claim, ResultClaim) for claim in document.claims) else (
            "<p class=\"meta\">No claims.</p>")
    lines = []
    for claim_type in claim_types_of(groups):
        if claim_type in groups:
            name = _css_name(claim_type)
            lines.append(f"<div class=\"group t-{name}\"><span class=\"chip t-{name}\">{escape(claim_type)}</span>"
                         f" {' '.join(groups[claim_type])}</div>")  # fmt: skip
    return f"<div class=\"others\">{_lines(lines)}</div>"


def _direction_words(result: ResultClaim) -> str:
    return " ".join(filter(None, ["negated" if result.negated else None, result.direction]))


def _role(document: DocumentClaims, claim_id: str | None, fallback: str | None) -> str | None:
    linked = document.get(claim_id) if claim_id else None
    if linked is not None:
        return _one_line(getattr(linked, "name", None) or linked.text)
    return _one_line(fallback) if fallback else None


def _types_of(document: DocumentClaims) -> str:
    return " ".join(sorted({claim.type for claim in document.claims}))


def _one_line(text: str) -> str:
    return " ".join(text.split())


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


def write(documents: Iterable[DocumentClaims], path: str | None, page_size: int | None = None) -> list[Path]:
    """Write the page(s) to ``path``, or one page to standard output when path is None or '-'."""
    if path is None or path == "-":
        stream = utf8_stdout()  # a lone surrogate is written as U+FFFD
        write_html(documents, stream)
        stream.flush()
        return []
    return write_html(documents, path, page_size)
