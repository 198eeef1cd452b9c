"""The review page: structure checked with html.parser, and a screenshot in headless Chromium if present."""

from __future__ import annotations

import io
import shutil
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims import render
from abstract_claims.cli import app
from abstract_claims.models import (
    CLAIM_TYPE_ORDER,
    DocumentClaims,
    DocumentError,
    MethodClaim,
    NumberClaim,
    ResultClaim,
)
from abstract_claims.render import overlap_levels, render_html, write_html
from abstract_claims.sources import SourceDocument

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
CHROMIUM = "/usr/bin/chromium"
_VOID_TAGS = {"meta", "br", "img", "link", "input", "hr"}


@dataclass
class Segment:
    claim_ids: list[str]
    bar_types: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)


@dataclass
class Section:
    doc_id: str
    anchor: str
    text: list[str] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)
    rows: dict[str, dict[str, str]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


class PageParser(HTMLParser):
    """Collects what a reader sees: sections, highlighted segments, table rows, legend, index, pages."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, list[str], dict[str, str]]] = []
        self.tags: Counter[str] = Counter()
        self.urls: list[str] = []
        self.sections: list[Section] = []
        self.legend_types: list[str] = []
        self.index_links: list[str] = []
        self.pages_open: list[bool] = []

    def _inside(self, tag: str, css_class: str) -> bool:
        return any(name == tag and css_class in classes for name, classes, _ in self.stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = {name: value or "" for name, value in attrs}
        classes = attributes.get("class", "").split()
        self.tags[tag] += 1
        self.urls += [attributes[name] for name in ("href", "src") if name in attributes]
        if tag == "section" and "doc" in classes:
            self.sections.append(Section(attributes["data-doc-id"], attributes["id"]))
        elif tag == "a" and "s" in classes:
            self.sections[-1].segments.append(Segment(attributes["data-claims"].split()))
        elif tag == "span" and "u" in classes:
            self.sections[-1].segments[-1].bar_types.append(classes[1])
        elif tag == "tr" and "id" in attributes:
            self.sections[-1].rows[attributes["id"]] = {"type": attributes["data-type"], "text": ""}
        elif tag == "span" and "chip" in classes and self._inside("div", "legend"):
            self.legend_types.append(attributes["data-type"])
        elif tag == "a" and self._inside("nav", "index"):
            self.index_links.append(attributes["href"])
        elif tag == "details" and "page" in classes:
            self.pages_open.append("open" in attributes)
        if tag not in _VOID_TAGS:
            self.stack.append((tag, classes, attributes))

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        if self._inside("div", "text"):
            self.sections[-1].text.append(data)
            if self._inside("a", "s"):
                self.sections[-1].segments[-1].text.append(data)
        elif self._inside("td", "text"):
            row = next(attributes["id"] for name, _, attributes in reversed(self.stack) if name == "tr")
            self.sections[-1].rows[row]["text"] += data
        elif self._inside("ul", "errors"):
            self.sections[-1].errors.append(data)


def parse(page: str) -> PageParser:
    parser = PageParser()
    parser.feed(page)
    parser.close()
    return parser


@pytest.fixture(scope="module")
def seed_claims(extractor, seed_documents) -> list[DocumentClaims]:
    return list(extractor.documents(seed_documents))


def _assert_page_shows(parsed: PageParser, documents: list[DocumentClaims]) -> None:
    assert [section.doc_id for section in parsed.sections] == [document.doc_id for document in documents]
    assert parsed.index_links == [f"#{section.anchor}" for section in parsed.sections]
    for section, document in zip(parsed.sections, documents, strict=True):
        assert "".join(section.text) == document.text  # the source exactly as written, nothing added
        for segment in section.segments:
            types = [next(claim.type for claim in document.claims if claim.id == claim_id)
                     for claim_id in segment.claim_ids]  # fmt: skip
            assert segment.bar_types == [f"t-{claim_type}" for claim_type in types]
        for claim in document.claims:
            highlighted = "".join("".join(segment.text) for segment in section.segments
                                  if claim.id in segment.claim_ids)  # fmt: skip
            assert highlighted == claim.text
            row = section.rows[f"{section.anchor}-{claim.id}"]
            assert (row["type"], row["text"]) == (claim.type, claim.text)


def test_render_page_shows_each_seed_abstract_with_its_claims(seed_claims):
    parsed = parse(render_html(seed_claims))
    _assert_page_shows(parsed, seed_claims)
    assert parsed.legend_types == list(CLAIM_TYPE_ORDER)
    assert sum(len(section.segments) > 0 for section in parsed.sections) > 10
    assert parsed.pages_open == []  # few documents: no pages


def test_render_page_is_self_contained(seed_claims):
    parsed = parse(render_html(seed_claims))
    assert all(url.startswith("#") for url in parsed.urls)  # links inside the page only
    assert not parsed.tags["script"] and not parsed.tags["link"] and not parsed.tags["img"]
    assert parsed.tags["style"] == 1


@pytest.mark.parametrize(
    "doc_id, text",
    [("<img src=x onerror=alert(1)>",
      "We show that <script>alert('pwned')</script> & <b>bold</b> markup stays text: accuracy rises to "
      "77.8% on \"MMLU\" and `code` by 3.3x.")],
)  # fmt: skip
def test_render_escapes_text_from_abstracts(extractor, doc_id, text):
    documents = [extractor.document(SourceDocument(doc_id=doc_id, text=text))]
    assert documents[0].claims
    page = render_html(documents)
    parsed = parse(page)
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert not parsed.tags["script"] and not parsed.tags["img"] and not parsed.tags["b"]
    _assert_page_shows(parsed, documents)


def test_render_splits_large_inputs_into_pages(seed_claims, monkeypatch):
    monkeypatch.setattr(render, "PAGE_SIZE", 10)
    parsed = parse(render_html(seed_claims))
    assert parsed.pages_open == [True] + [False] * 5  # 57 documents: 6 pages, the first open
    _assert_page_shows(parsed, seed_claims)


def test_render_overlapping_claims_are_stacked_apart(seed_claims):
    overlapping = 0
    for document in seed_claims:
        levels = overlap_levels(document.claims)
        for first in document.claims:
            for second in document.claims:
                if first.id < second.id and first.start < second.end and second.start < first.end:
                    overlapping += 1
                    assert levels[first.id] != levels[second.id]
    assert overlapping  # the seeds hold nested claims: "7-8B" holds the numbers "7" and "8B"


@pytest.mark.parametrize(
    "spans, expected",
    [([(0, 4), (0, 1), (2, 4)], {"c1": 1, "c2": 0, "c3": 0}),  # "7-8B" above "7" and "8B"
     ([(0, 1), (2, 4)], {"c1": 0, "c2": 0})],                  # "7" and "8B" side by side
)  # fmt: skip
def test_render_overlap_levels_put_shorter_claims_nearer_the_text(spans, expected):
    text = "7-8B"
    claims = [NumberClaim(id=f"c{n}", start=start, end=end, text=text[start:end], value=1.0, kind="count",
                          rule="number/bare") for n, (start, end) in enumerate(spans, start=1)]  # fmt: skip
    assert overlap_levels(claims) == expected


def test_render_result_fields_link_to_the_claims_they_name():
    text = "CurveRL improves accuracy by +7.1 pp over the base model."
    method = MethodClaim(id="c1", start=0, end=7, text="CurveRL", name="CurveRL", proposed=True,
                         rule="method/we-propose")  # fmt: skip
    number = NumberClaim(id="c2", start=29, end=36, text="+7.1 pp", value=7.1, unit="pp", kind="delta",
                         rule="number/delta-pp")  # fmt: skip
    result = ResultClaim(id="c3", start=0, end=56, text=text[:56], number="c2", method="c1",
                         metric_text="accuracy", baseline_text="the base model", direction="increase",
                         rule="result/improves-over")  # fmt: skip
    document = DocumentClaims(doc_id="results:1", claims=[method, number, result])
    document._text = text
    page = render_html([document])
    assert '<a href="#doc-1-c2">c2</a> “+7.1 pp”' in page and '<a href="#doc-1-c1">c1</a> “CurveRL”' in page
    assert "the base model" in page
    parsed = parse(page)
    _assert_page_shows(parsed, [document])
    assert parsed.legend_types == list(CLAIM_TYPE_ORDER)


def test_render_document_without_text_shows_its_errors(extractor):
    error = DocumentError(code="E101", message="not UTF-8 at byte 12: pass --encoding", line=2)
    documents = [extractor.document(SourceDocument(doc_id="bad.txt", text="", error=error))]
    parsed = parse(render_html(documents))
    [section] = parsed.sections
    assert "".join(section.text) == "The text of this document is not available."
    assert "not UTF-8 at byte 12" in "".join(section.errors)


def test_render_writes_to_a_stream_and_a_file(seed_claims, tmp_path):
    stream = io.StringIO()
    write_html(seed_claims[:5], stream)
    path = tmp_path / "claims.html"
    write_html(seed_claims[:5], path)
    assert path.read_text(encoding="utf-8") == stream.getvalue()


def test_render_cli_writes_the_page_of_the_seeds(seed_claims, tmp_path):
    path = tmp_path / "claims.html"
    result = CliRunner().invoke(app, ["render", str(SEEDS), "-o", str(path), "--quiet"])
    assert result.exit_code == 0, result.output
    _assert_page_shows(parse(path.read_text(encoding="utf-8")), seed_claims)
    to_stdout = CliRunner().invoke(app, ["render", str(SEEDS), "--quiet"])
    assert to_stdout.exit_code == 0
    assert to_stdout.stdout == path.read_text(encoding="utf-8")


def test_render_cli_reports_a_missing_input(tmp_path):
    page = tmp_path / "claims.html"
    result = CliRunner().invoke(app, ["render", str(tmp_path / "missing.txt"), "-o", str(page)])
    assert result.exit_code == 2
    assert "E105" in result.output and not page.exists()


@pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="chromium not installed")
def test_render_page_opens_in_headless_chromium(seed_claims, tmp_path):
    page = tmp_path / "claims.html"
    write_html(seed_claims[:6], page)
    screenshot = tmp_path / "claims.png"
    profile = tmp_path / "profile"
    completed = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={profile}", "--window-size=1280,1600", f"--screenshot={screenshot}",
         page.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    shutil.rmtree(profile, ignore_errors=True)
    assert completed.returncode == 0, completed.stderr[-2000:]
    data = screenshot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 20_000  # a real page, not a blank image
