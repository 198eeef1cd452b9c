"""``nlp.add_pipe("abstract_claims")`` for people who already have a spaCy pipeline.

The component reads ``doc.text`` (raw LaTeX / markdown welcome) and puts the claims on the host's Doc as spans
over the host's tokens (:mod:`spans`): ``doc.spans["claims"]``, ``span._.claim`` and ``doc._.claims``, with
offsets into ``doc.text``. The rules themselves run on the markup-free text under the field tokenizer of
:func:`pipeline.build_nlp` (names stay whole: 'LIBERO-Goal', 'ADE20K.'), because they are written against it:
so the component gives exactly the claims of the command line whatever tokenizer the host uses. Its rules
are saved with the pipeline (``nlp.to_disk``) so that a saved pipeline reloads with them, without the checkout.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from . import __version__
from .rules import RuleSet, default_rules_dir
from .spans import score_claims, set_claims

RULES_SUBDIR = "rules"


def requirement() -> str:
    """This package as a pipeline package's requirement: the same minor version, whose rules format it reads."""
    major, minor = __version__.split(".")[:2]
    return f"abstract-claims>={__version__},<{major}.{int(minor) + 1}.0"


class AbstractClaimsComponent:
    def __init__(self, nlp: Language, name: str, rules_dir: str | None) -> None:
        self.name = name
        self.rules_dir = rules_dir
        self._extractor: Any = None

    @property
    def extractor(self) -> Any:
        if self._extractor is None:
            from .extractor import Extractor

            self._extractor = Extractor(rules_dir=self.rules_dir)
        return self._extractor

    def initialize(self, get_examples: Callable[[], Iterable[Any]] | None = None, *, nlp: Language | None = None,
                   rules_dir: str | None = None) -> None:  # fmt: skip
        """Load (and validate) the rules now rather than on the first document."""
        if rules_dir is not None:
            self.rules_dir = rules_dir
            self._extractor = None
        RuleSet.load(self.rules_dir)
        _ = self.extractor

    def __getstate__(self) -> dict[str, Any]:
        # nlp.pipe(n_process=N) pickles the components where processes are spawned (macOS, Windows): each
        # process builds its own extractor rather than receive a pickled spaCy pipeline
        return {**self.__dict__, "_extractor": None}

    def __call__(self, doc: Doc) -> Doc:
        set_claims(doc, self.extractor.claims(doc.text))
        return doc

    def score(self, examples: Iterable[Any], **kwargs: Any) -> dict[str, Any]:
        """Span scores for ``nlp.evaluate`` against reference Docs with ``doc.spans["claims"]``
        (:func:`spans.gold_doc` makes them from gold records)."""
        return score_claims(examples, **kwargs)

    def pipe(self, docs: Iterable[Doc], batch_size: int = 128) -> Iterable[Doc]:
        for doc in docs:
            yield self(doc)

    def to_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> None:
        target = Path(path) / RULES_SUBDIR
        target.mkdir(parents=True, exist_ok=True)
        source = Path(self.rules_dir) if self.rules_dir else default_rules_dir()
        for entry in source.iterdir():
            if entry.is_file():
                (target / entry.name).write_bytes(entry.read_bytes())

    def from_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> AbstractClaimsComponent:
        saved = Path(path) / RULES_SUBDIR
        if saved.is_dir():
            self.rules_dir = str(saved)
            self._extractor = None
        return self


@Language.factory(
    "abstract_claims",
    default_config={"rules_dir": None},
    assigns=["doc.spans", "doc._.claim_data", "doc._.claims", "span._.claim"],
)
def make_abstract_claims(nlp: Language, name: str, rules_dir: str | None) -> AbstractClaimsComponent:
    # a saved pipeline (nlp.to_disk) then names this package in meta.json, and `spacy package` keeps it in the
    # package's install_requires (spaCy's own detection misses packages installed in editable mode)
    requirements = nlp.meta.setdefault("requirements", [])
    if not any(str(r).split(">")[0].split("=")[0].strip() == "abstract-claims" for r in requirements):
        requirements.append(requirement())
    return AbstractClaimsComponent(nlp, name, rules_dir)
