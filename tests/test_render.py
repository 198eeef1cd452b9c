"""The review page: structure checked with html.parser, and a screenshot in headless Chromium if present."""

from __future__ import annotations

import io
import re
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
from abstract_claims.sources import SourceDocument, read_documents

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
CHROMIUM = "/usr/bin/chromium"
#: The first 40 records (id, title, text) of ../shared/corpus/arxiv-ml.jsonl.gz, real arXiv abstracts.
CORPUS_SLICE = Path(__file__).resolve().parent / "data" / "arxiv-ml-slice.jsonl"
_VOID_TAGS = {"meta", "br", "img", "link", "input", "hr"}


@dataclass
class Segment:
    claim_ids: list[str]
    bar_types: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    struts: list[str] = field(default_factory=list)
    deepest: int = 0


@dataclass
class Section:
    doc_id: str
    anchor: str
    heading: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)
    anchors: dict[str, dict[str, str]] = field(default_factory=dict)  # element id -> tag, type, its text
    result_cells: dict[str, list[str]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


_BAR = re.compile(r"b(\d+)-([\w-]+)")  # the class of a claim's underline: its slot and type


class PageParser(HTMLParser):
    """Collects what a reader sees: sections, highlighted segments, results, claims, legend, index, pages."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, list[str], dict[str, str]]] = []
        self.tags: Counter[str] = Counter()
        self.urls: list[str] = []
        self.sections: list[Section] = []
        self.legend_types: list[str] = []
        self.index_links: list[str] = []
        self.index_text: list[str] = []
        self.page_links: list[str] = []
        self.scripts: list[str] = []
        self.anchor: str | None = None  # id of the claim element being read
        self.attribute_names: set[str] = set()

    def _inside(self, tag: str, css_class: str) -> bool:
        return any(name == tag and (not css_class or css_class in classes) for name, classes, _ in self.stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = {name: value or "" for name, value in attrs}
        classes = attributes.get("class", "").split()
        self.tags[tag] += 1
        self.attribute_names.update(attributes)
        self.urls += [attributes[name] for name in ("href", "src") if name in attributes]
        if tag == "section" and "doc" in classes:
            self.sections.append(Section(attributes["data-doc-id"], attributes["id"]))
        elif tag == "a" and "s" in classes:
            segment = Segment(attributes["data-c"].split())
            matches = [_BAR.fullmatch(name) for name in classes]
            bars = sorted((int(match[1]), match[2]) for match in matches if match)
            segment.bar_types = [claim_type for _, claim_type in bars]
            segment.deepest = max(level for level, _ in bars)
            self.sections[-1].segments.append(segment)
        elif tag == "b" and "m" in classes:
            self.sections[-1].segments[-1].labels.append(attributes["data-id"])
        elif tag == "i" and self._inside("a", "s"):
            self.sections[-1].segments[-1].struts.append(attributes["class"])
        elif "id" in attributes and self.sections and attributes["id"].startswith(self.sections[-1].anchor + "-"):
            claim_type = next(c[2:] for c in classes if c.startswith("t-"))
            self.sections[-1].anchors[attributes["id"]] = {"tag": tag, "type": claim_type, "text": ""}
            self.anchor = attributes["id"]
            if tag == "tr":
                self.sections[-1].result_cells[attributes["id"]] = []
        elif tag == "label" and "chip" in classes and self._inside("div", "legend"):
            self.legend_types.append(attributes["data-type"])
        elif tag == "a" and self._inside("nav", "index"):
            self.index_links.append(attributes["href"])
        elif tag == "a" and self._inside("nav", "pages"):
            self.page_links.append(attributes["href"])
        if tag == "td" and self.sections and self.anchor in self.sections[-1].result_cells:
            self.sections[-1].result_cells[self.anchor].append("")
        if tag not in _VOID_TAGS:
            self.stack.append((tag, classes, attributes))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            name, _, attributes = self.stack.pop()
            if attributes.get("id") == self.anchor:
                self.anchor = None
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._inside("script", ""):
            self.scripts.append(data)
        elif self._inside("div", "text"):
            self.sections[-1].text.append(data)
            if self._inside("a", "s"):
                self.sections[-1].segments[-1].text.append(data)
        elif self.anchor is not None:
            section = self.sections[-1]
            section.anchors[self.anchor]["text"] += data
            if section.result_cells.get(self.anchor):
                section.result_cells[self.anchor][-1] += data
        elif self._inside("ul", "errors"):
            self.sections[-1].errors.append(data)
        elif self._inside("h2", ""):
            self.sections[-1].heading.append(data)
        elif self._inside("nav", "index"):
            self.index_text.append(data)


def parse(page: str) -> PageParser:
    parser = PageParser()
    parser.feed(page)
    parser.close()
    return parser


@pytest.fixture(scope="module")
def seed_claims(extractor, seed_documents) -> list[DocumentClaims]:
    return list(extractor.documents(seed_documents))


@pytest.fixture(scope="module")
def corpus_claims(extractor) -> list[DocumentClaims]:
    return list(extractor.documents(read_documents([CORPUS_SLICE])))


def _assert_page_shows(parsed: PageParser, documents: list[DocumentClaims], first: int = 1) -> None:
    assert [section.doc_id for section in parsed.sections] == [document.doc_id for document in documents]
    assert [section.anchor for section in parsed.sections] == [
        f"doc-{n}" for n in range(first, first + len(documents))]  # fmt: skip
    for section, document in zip(parsed.sections, documents, strict=True):
        assert "".join(section.heading).endswith(" ".join((document.title or document.doc_id).split()))
        assert "".join(section.text) == document.text  # the source exactly as written, nothing added
        for segment in section.segments:
            types = [next(claim.type for claim in document.claims if claim.id == claim_id)
                     for claim_id in segment.claim_ids]  # fmt: skip
            assert sorted(segment.bar_types) == sorted(types)  # one underline per claim, in its colour
            # a line holding deep claims is made tall enough by a strut after each word
            words = len("".join(segment.text).split()) if segment.deepest else 0
            assert segment.struts == [f"h{segment.deepest}"] * words
        levels = overlap_levels(document.claims)
        for claim in document.claims:
            covered = [segment for segment in section.segments if claim.id in segment.claim_ids]
            assert "".join("".join(segment.text) for segment in covered) == claim.text
            assert claim.id in covered[0].labels  # labelled where it starts
            assert not any(claim.id in segment.labels for segment in covered[1:])
            assert levels[claim.id] < 20
            shown = section.anchors[f"{section.anchor}-{claim.id}"]
            assert shown["type"] == claim.type
            if isinstance(claim, ResultClaim):
                number = document.get(claim.number)
                cells = section.result_cells[f"{section.anchor}-{claim.id}"]
                assert cells[:2] == [claim.id, number.text if number else ""]
                assert cells[-1] == "sentence" + (document.sentence_of(claim) or claim.text)
            else:
                name = getattr(claim, "name", None) if claim.type == "metric" else None
                assert shown["text"] == " ".join((name or claim.text).split())


@pytest.mark.parametrize("inputs", ["seeds", "corpus"])
def test_render_page_shows_each_abstract_with_its_claims(request, inputs):
    documents = request.getfixturevalue(f"{inputs}_claims" if inputs == "corpus" else "seed_claims")
    parsed = parse(render_html(documents))
    _assert_page_shows(parsed, documents)
    assert parsed.legend_types == list(CLAIM_TYPE_ORDER)
    assert parsed.index_links == [f"#{section.anchor}" for section in parsed.sections]
    assert sum(len(section.segments) > 0 for section in parsed.sections) > 10
    assert parsed.page_links == []  # few documents: one page
    if inputs == "corpus":  # the index names papers by their titles, the headings too
        index = "".join(parsed.index_text)
        assert all(" ".join(document.title.split()) in index for document in documents)


def test_render_page_is_self_contained(seed_claims, corpus_claims):
    page = render_html([*seed_claims[:10], *corpus_claims[:10]])
    parsed = parse(page)
    links = [url for url in parsed.urls if not url.startswith("#")]
    assert links == [f"https://arxiv.org/abs/{document.doc_id}" for document in corpus_claims[:10]]  # to read
    assert not parsed.tags["link"] and not parsed.tags["img"] and not parsed.tags["iframe"]
    assert parsed.tags["style"] == 1 and parsed.tags["script"] == 1  # inline, nothing loaded
    assert "src=" not in page and "url(" not in page and "@import" not in page


@pytest.mark.parametrize(
    "doc_id, title, text",
    [("<img src=x onerror=alert(1)>", "A <b>bold</b> title\" onmouseover=\"alert(2)",
      "We show that <script>alert('pwned')</script> & <b>bold</b> markup stays text: accuracy rises to "
      "77.8% on \"MMLU\" and `code` by 3.3x.")],
)  # fmt: skip
def test_render_escapes_text_from_abstracts(extractor, doc_id, title, text):
    documents = [extractor.document(SourceDocument(doc_id=doc_id, text=text, title=title))]
    assert documents[0].claims
    page = render_html(documents)
    parsed = parse(page)
    assert "<script>alert" not in page and "&lt;script&gt;" in page
    assert parsed.tags["script"] == 1 and not parsed.tags["img"]
    assert parsed.tags["b"] == sum(len(segment.labels) for section in parsed.sections
                                   for segment in section.segments)  # only the claims' labels  # fmt: skip
    assert not any(name.startswith("on") for name in parsed.attribute_names)
    _assert_page_shows(parsed, documents)


def test_render_splits_large_inputs_into_files(seed_claims, tmp_path):
    path = tmp_path / "claims.html"
    files = write_html(seed_claims, path, page_size=10)
    assert files == [path, *(tmp_path / f"claims-{n}.html" for n in range(2, 7))]  # 57 documents
    first = parse(path.read_text(encoding="utf-8"))
    _assert_page_shows(first, seed_claims[:10])
    assert first.index_links == [f"#doc-{n}" for n in range(1, 11)] + [
        f"claims-{(n - 1) // 10 + 1}.html#doc-{n}" for n in range(11, 58)]  # fmt: skip
    assert first.page_links == ["claims-2.html"] * 2  # above and below the documents
    for number, file in enumerate(files[1:], start=2):
        parsed = parse(file.read_text(encoding="utf-8"))
        _assert_page_shows(parsed, seed_claims[(number - 1) * 10 : number * 10], first=(number - 1) * 10 + 1)
        expected = ["claims.html", "claims.html" if number == 2 else f"claims-{number - 1}.html"]
        if number < 6:
            expected.append(f"claims-{number + 1}.html")
        assert parsed.page_links == expected * 2
    assert sum(len(parse(file.read_text(encoding="utf-8")).sections) for file in files) == len(seed_claims)


def test_render_interrupted_split_leaves_the_old_files_whole(seed_claims, tmp_path):
    path = tmp_path / "claims.html"
    write_html(seed_claims[:30], path, page_size=10)
    before = {file.name: file.read_bytes() for file in tmp_path.iterdir()}

    def interrupted():
        yield from seed_claims[30:55]  # pages 1 and 2 are complete when Ctrl-C comes
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_html(interrupted(), path, page_size=10)
    assert {file.name: file.read_bytes() for file in tmp_path.iterdir()} == before  # no .partial files either


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


@pytest.mark.parametrize("negated", [False, True])
def test_render_results_table_names_value_metric_dataset_method_baseline(negated):
    verb = "does not improve" if negated else "improves"
    text = f"CurveRL {verb} accuracy by +7.1 pp over the base model.\nIt also   reaches 77.8% on MATH."
    first_sentence = text[: text.index("\n")]
    method = MethodClaim(id="c1", start=0, end=7, text="CurveRL", name="CurveRL", proposed=True,
                         rule="method/we-propose")  # fmt: skip
    at = text.index("+7.1 pp")
    number = NumberClaim(id="c2", start=at, end=at + 7, text="+7.1 pp", value=7.1, unit="pp", kind="delta",
                         rule="number/delta-pp")  # fmt: skip
    result = ResultClaim(id="c3", start=0, end=len(first_sentence) - 1, text=first_sentence[:-1], number="c2",
                         method="c1", metric_text="accuracy", baseline_text="the base model",
                         direction=None if negated else "increase", negated=negated,
                         rule="result/improves-over")  # fmt: skip
    document = DocumentClaims(doc_id="results:1", claims=[method, number, result])
    document._text = text
    document._sentences = [(0, len(first_sentence)), (len(first_sentence) + 1, len(text))]
    parsed = parse(render_html([document]))
    _assert_page_shows(parsed, [document])
    [section] = parsed.sections
    assert section.result_cells["doc-1-c3"] == [
        "c3", "+7.1 pp", "accuracy", "–", "CurveRL", "the base model", "–", "not " if negated else "↑",
        "sentence" + first_sentence]  # fmt: skip
    [segment] = [segment for segment in section.segments if segment.claim_ids == ["c2", "c3"]]
    assert segment.bar_types == ["number", "result"]  # the number nearest the text, the result below it


def test_render_new_claim_types_get_a_colour_a_filter_and_a_slot(seed_claims):
    page = render_html(seed_claims[:3])
    for claim_type in CLAIM_TYPE_ORDER:
        assert f".hide-{claim_type} {{ --c-{claim_type}: transparent;" in page
        assert f"--c-{claim_type}: {render.colour_of(claim_type)};" in page
    colours = {render.colour_of(claim_type) for claim_type in [*CLAIM_TYPE_ORDER, "event"]}
    assert len(colours) == len(CLAIM_TYPE_ORDER) + 1  # a type added later is told apart too
    assert render.claim_types_of(["event", "number"]) == [*CLAIM_TYPE_ORDER, "event"]


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
    assert write_html(seed_claims[:5], path) == [path]
    assert path.read_text(encoding="utf-8") == stream.getvalue()


def test_render_cli_writes_the_page_of_the_seeds(seed_claims, tmp_path):
    path = tmp_path / "claims.html"
    result = CliRunner().invoke(app, ["render", str(SEEDS), "-o", str(path), "--quiet"])
    assert result.exit_code == 0, result.output
    _assert_page_shows(parse(path.read_text(encoding="utf-8")), seed_claims)
    to_stdout = CliRunner().invoke(app, ["render", str(SEEDS), "--quiet"])
    assert to_stdout.exit_code == 0
    assert to_stdout.stdout == path.read_text(encoding="utf-8")


def test_render_cli_splits_into_files_and_says_so(tmp_path):
    path = tmp_path / "corpus.html"
    result = CliRunner().invoke(app, ["render", str(CORPUS_SLICE), "-o", str(path), "--page-size", "15"])
    assert result.exit_code == 0, result.output
    assert "in 3 files (corpus.html, corpus-2.html ...)" in result.stderr
    assert sorted(file.name for file in tmp_path.iterdir()) == ["corpus-2.html", "corpus-3.html", "corpus.html"]


@pytest.mark.parametrize(("name", "code"), [("claims.json", "[E403]"), ("claims", "[E403]"), (".", "[E401]")])
def test_render_cli_refuses_an_output_that_is_not_an_html_file(tmp_path, name, code):
    result = CliRunner().invoke(app, ["render", str(SEEDS), "-o", str(tmp_path / name)])
    assert result.exit_code == 2 and code in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_render_cli_reports_a_missing_input(tmp_path):
    page = tmp_path / "claims.html"
    result = CliRunner().invoke(app, ["render", str(tmp_path / "missing.txt"), "-o", str(page)])
    assert result.exit_code == 2
    assert "E105" in result.output and not page.exists()


# ---------------------------------------------------------------- in a browser

_CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                   "--disable-background-networking", "--disable-component-update", "--disable-sync")  # fmt: skip


def _chromium(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install it (apt-get install chromium), as .ci/run does")
    profile = tmp_path / f"profile-{len(list(tmp_path.iterdir()))}"  # a fresh profile for every run
    completed = subprocess.run([CHROMIUM, *_CHROMIUM_FLAGS, f"--user-data-dir={profile}", *arguments],
                               capture_output=True, text=True, timeout=120, check=False)  # fmt: skip
    shutil.rmtree(profile, ignore_errors=True)
    assert completed.returncode == 0, completed.stderr[-2000:]
    return completed


class DomState(HTMLParser):
    """What the script left in the page: the body's classes, the hidden sections, the count it shows."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.body: list[str] = []
        self.sections: dict[str, bool] = {}  # doc_id -> hidden
        self.index_hidden: list[bool] = []
        self.shown = ""
        self._in_shown = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = {name: value or "" for name, value in attrs}
        classes = attributes.get("class", "").split()
        if tag == "body":
            self.body = classes
        elif tag == "section" and "doc" in classes:
            self.sections[attributes["data-doc-id"]] = "hidden" in classes
        elif tag == "li" and "data-search" in attributes:
            self.index_hidden.append("hidden" in classes)
        self._in_shown = attributes.get("id") == "shown"

    def handle_endtag(self, tag: str) -> None:
        self._in_shown = False

    def handle_data(self, data: str) -> None:
        if self._in_shown:
            self.shown += data


def _dom_after_script(tmp_path: Path, url: str) -> DomState:
    completed = _chromium(tmp_path, "--virtual-time-budget=2000", "--dump-dom", url)
    state = DomState()
    state.feed(completed.stdout)
    return state


def test_render_page_in_headless_chromium_filters_and_searches(corpus_claims, tmp_path):
    documents = corpus_claims[:20]
    page = tmp_path / "claims.html"
    write_html(documents, page)
    screenshot = tmp_path / "claims.png"
    _chromium(tmp_path, "--window-size=1400,2000", f"--screenshot={screenshot}", page.as_uri())
    data = screenshot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 50_000  # a real page, not a blank image

    everything = _dom_after_script(tmp_path, page.as_uri())
    assert everything.sections == {document.doc_id: False for document in documents}
    assert not [name for name in everything.body if name.startswith("hide-")]
    assert everything.shown == "20 of 20 documents on this page shown"

    filtered = _dom_after_script(tmp_path, page.as_uri() + "?types=result,dataset&q=Success%20RATE")
    assert sorted(filtered.body) == sorted(f"hide-{t}" for t in CLAIM_TYPE_ORDER if t not in ("result", "dataset"))
    expected = {document.doc_id for document in documents
                if {"result", "dataset"} & {claim.type for claim in document.claims}
                and "success rate" in f"{document.doc_id} {document.title} {document.text}".lower()}  # fmt: skip
    assert 0 < len(expected) < len(documents)  # the slice holds such abstracts, and others
    assert {doc_id for doc_id, hidden in filtered.sections.items() if not hidden} == expected
    assert filtered.shown == f"{len(expected)} of 20 documents on this page shown"
    titled = [doc_id for doc_id in expected  # the index searches titles and ids only
              if "success rate" in f"{doc_id} {next(d.title for d in documents if d.doc_id == doc_id)}".lower()]
    assert sum(not hidden for hidden in filtered.index_hidden) == len(titled)
