"""The task lexicon ``rules/task_lexicon.json``, generated from well-kept sources at build time.

Four sources, each a lexicon record of its own that names the source and its version:

- Hugging Face pipeline tasks: the task modules of the ``huggingface_hub`` wheel
  (``huggingface_hub/inference/_generated/types/<task>.py``, one per Hub pipeline tag);
- lm-evaluation-harness: the BIG-bench and BIG-Bench Hard task names of the ``lm-eval`` wheel
  (``bigbench_<task>_<variant>``, ``bbh_*_<task>``): those name skills ('date understanding',
  'logical fallacy detection'); the harness's other names are datasets and are left out;
- the TDMSci training set (IBM/science-result-extractor, Apache-2.0): its TASK annotations;
- NLP-progress (sebastianruder/NLP-progress, MIT), the field's curated list of NLP tasks: the task names of its
  README's table of contents and the task headings of its ``english/*.md`` pages ('Coreference resolution',
  'Dialogue state tracking'); dataset headings ('Penn Treebank') end in no action noun and are left out.

Regenerate (the wheels from ``pip download --no-deps huggingface_hub lm-eval``, NLP-progress a git clone)::

    python -m abstract_claims.task_lexicon HUB.whl LM_EVAL.whl tdmsci_train.gold.jsonl NLP-progress/ \\
        > src/abstract_claims/rules/task_lexicon.json

The output depends only on the inputs: terms are sorted and unique, so regenerating gives the same file.
Nothing here runs at extraction time; the extractor reads only the JSON file.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

LEXICON_FILE = "task_lexicon.json"

# Hub modules that are interfaces or generic operations rather than research tasks.
HUB_NOT_TASKS = frozenset(["base", "chat_completion", "feature_extraction", "fill_mask", "text2text_generation",
                           "audio_to_audio", "image_to_image", "image_text_to_image", "image_text_to_video",
                           "image_to_text", "text_generation", "sentence_similarity"])
# The last word of a skill name that makes it a task (BIG-bench also names puzzles and games, which are data).
TASK_ENDINGS = frozenset(["detection", "recognition", "understanding", "reasoning", "translation", "answering",
                          "classification", "identification", "disambiguation", "inference", "resolution",
                          "summarization", "generation", "prediction", "tracking", "arithmetic", "parsing",
                          "completion", "extraction", "retrieval", "segmentation", "estimation", "tagging"])
# Single words that TDMSci annotates as tasks but that name an activity of any method ('prediction', 'generation').
TDMSCI_TOO_GENERIC = frozenset(["prediction", "generation", "regression", "tagging", "alignments", "paraphrase",
                                "advertising", "learning", "training", "inference", "evaluation", "analysis",
                                "modeling", "processing", "natural language processing", "nlp", "clustering",
                                "annotation", "extraction", "detection", "recognition", "identification"])
_BIGBENCH = re.compile(r"^(?:bigbench|bbh(?:_cot)?(?:_fewshot|_zeroshot)?)_(?P<name>[a-z_]+?)"
                       r"(?:_(?:generate_until|multiple_choice))*$")
_PDF_HYPHENATION = re.compile(r"-[a-z]{0,5}(?:tion|ence|ment|ing|al)\b")
_CLAUSE_WORDS = frozenset(["and", "or", "of", "for", "in", "from", "the", "with", "on", "to"])
_TASK_NOUN_ENDINGS = ("tion", "sion", "ing", "sis", "ment", "ance", "val", "ization")
_NAME_LINE = re.compile(r"^(?:task|group):\s*([a-z0-9_]+)\s*$", re.MULTILINE)
_ACRONYM_DEFINITION = re.compile(r"^(?P<long>[^()]+?)\s*\((?P<short>[A-Z][A-Za-z]{1,6})\)$")


def _wheel_version(wheel: Path) -> str:
    # wheel file names are '<name>-<version>-<python tag>-...whl'
    return wheel.name.split("-")[1]


def hub_tasks(wheel: Path) -> list[str]:
    """Pipeline task names of the huggingface_hub wheel, as words: 'automatic speech recognition'."""
    prefix = "huggingface_hub/inference/_generated/types/"
    with zipfile.ZipFile(wheel) as archive:
        modules = [name[len(prefix) : -3] for name in archive.namelist()
                   if name.startswith(prefix) and name.endswith(".py") and "/" not in name[len(prefix) :]]  # fmt: skip
    terms = set()
    for module in modules:
        if module.startswith("_") or module in HUB_NOT_TASKS:
            continue
        # 'text_to_image' is written 'text-to-image'; the other names with spaces
        term = module.replace("_to_", "-to-").replace("_", " ")
        terms.add(term)
    return sorted(terms)


def lm_eval_tasks(wheel: Path) -> list[str]:
    """BIG-bench / BBH skill names of the lm-eval wheel whose last word makes them a task."""
    terms = set()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if not (name.startswith("lm_eval/tasks/") and name.endswith(".yaml")):
                continue
            for found in _NAME_LINE.findall(archive.read(name).decode("utf-8", errors="replace")):
                match = _BIGBENCH.match(found)
                if match is None:
                    continue
                words = match.group("name").split("_")
                if words[-1] in TASK_ENDINGS and len(words) <= 4 and not any(w.isdigit() for w in words):
                    terms.add(" ".join(words))
    return sorted(terms)


def tdmsci_tasks(records: Iterable[dict[str, Any]]) -> list[str]:
    """TASK annotations of TDMSci, cleaned: the long form of 'X (Y)', no 'task' heads, no names of events or
    data (digits, capitals after the first word), no generic single activities, no hyphenation breaks."""
    counts: Counter[str] = Counter()
    for record in records:
        for entity in record.get("entities", []):
            if entity.get("label") != "TASK":
                continue
            surface = " ".join(entity["text"].split())
            definition = _ACRONYM_DEFINITION.match(surface)
            if definition:
                surface = definition.group("long")
            words = surface.split()
            if not words or len(words) > 4 or any(ch.isdigit() or ch in "()\"'," for ch in surface):
                continue
            if words[-1].lower() in ("task", "tasks", "challenge", "evaluation") or surface.isupper():
                continue
            if any(w[0].isupper() for w in words[1:]) and not surface.istitle():
                continue  # 'Open IE for Spanish': a capital inside names a language, a dataset or an event
            if _PDF_HYPHENATION.search(surface) or any(w.isupper() and len(w) > 1 for w in words):
                continue  # 'corefer-ence' (a line break in the PDF); 'MWE extraction' (an acronym inside)
            term = surface.lower()
            if term in TDMSCI_TOO_GENERIC or _CLAUSE_WORDS.intersection(term.split()) or "." in term or "/" in term:
                continue  # a phrase with 'of', 'and', 'for' ... describes a task rather than naming it
            if not term.endswith(_TASK_NOUN_ENDINGS) or (len(words) > 1 and words[0].endswith("ing")):
                continue  # the name ends in an action noun; 'detecting sentiment' is a description
            counts[term] += 1
    # a single word must be annotated twice: one annotator's reading is not the field's usage
    return sorted(term for term, count in counts.items() if count >= 2 or " " in term or "-" in term)


# NLP-progress names a few tasks by what they measure ('Natural language inference', 'Semantic textual similarity')
_NLP_PROGRESS_ENDINGS = (*_TASK_NOUN_ENDINGS, "inference", "similarity")
# ... and a few paradigms and fields ('Multi-task learning', 'Temporal processing'), which are not tasks
_NLP_PROGRESS_NOT_TASKS = ("learning", "processing", "evaluation")
_TOC_ENTRY = re.compile(r"^\s*- \[([^\]]+)\]\(", re.MULTILINE)
_HEADING = re.compile(r"^#{1,2} +(.+?)\s*$", re.MULTILINE)  # '# Task' and '## Subtask'; '###' are datasets


def nlp_progress_tasks(root: Path) -> list[str]:
    """Task names of an NLP-progress checkout: its table of contents and the top headings of its English pages,
    less parentheses ('(ASR)'), names with a clause word ('Intent Detection and Slot Filling'), digits (a
    dataset's year), single words (the extractor reads single words only as standalone heads) and headings that end
    in no action noun ('Penn Treebank', 'Word Level Models')."""
    names = _TOC_ENTRY.findall((root / "README.md").read_text(encoding="utf-8"))
    for page in sorted((root / "english").glob("*.md")):
        names += _HEADING.findall(page.read_text(encoding="utf-8"))
    terms = set()
    for name in names:
        term = re.sub(r"\s*\([^)]*\)", "", name).strip().rstrip(":").lower()
        words = term.split()
        if len(words) < 2 or len(words) > 5 or _CLAUSE_WORDS.intersection(words) or any(ch.isdigit() for ch in term):
            continue
        if words[-1].endswith(_NLP_PROGRESS_ENDINGS) and words[-1] not in _NLP_PROGRESS_NOT_TASKS:
            terms.add(term)
    return sorted(terms)


def _git_commit(root: Path) -> str:
    """The commit of a git checkout, or 'checkout' when it is none."""
    try:
        done = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return "checkout"
    return f"commit {done.stdout.strip()[:12]}"


def build_task_lexicon(hub_wheel: Path, lm_eval_wheel: Path, tdmsci: Path, nlp_progress: Path) -> list[dict[str, Any]]:
    """The four lexicon records, in the format of :class:`abstract_claims.rules.Lexicon`."""
    with tdmsci.open(encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle if line.strip()]
    return [
        {"id": "task_lexicon/huggingface-pipeline-tasks",
         "description": "Hugging Face Hub pipeline tasks (one inference type module per task), as words.",
         "source": f"huggingface_hub {_wheel_version(hub_wheel)} wheel: huggingface_hub/inference/_generated/types/",
         "case_sensitive": False, "words": hub_tasks(hub_wheel)},
        {"id": "task_lexicon/lm-eval-bigbench-skills",
         "description": "BIG-bench and BIG-Bench Hard task names of lm-evaluation-harness that name a skill.",
         "source": f"lm-eval {_wheel_version(lm_eval_wheel)} wheel: lm_eval/tasks/**/*.yaml task and group names",
         "case_sensitive": False, "words": lm_eval_tasks(lm_eval_wheel)},
        {"id": "task_lexicon/tdmsci-train",
         "description": "TASK annotations of the TDMSci training set, cleaned (see abstract_claims.task_lexicon).",
         "source": f"TDMSci train (IBM/science-result-extractor, Apache-2.0), {len(records)} sentences",
         "case_sensitive": False, "words": tdmsci_tasks(records)},
        {"id": "task_lexicon/nlp-progress",
         "description": "Task names of NLP-progress, the field's curated list of NLP tasks and their results.",
         "source": f"NLP-progress (sebastianruder/NLP-progress, MIT) {_git_commit(nlp_progress)}: "
                   "README.md table of contents and english/*.md headings",
         "case_sensitive": False, "words": nlp_progress_tasks(nlp_progress)},
    ]  # fmt: skip


def dumps(lexicons: list[dict[str, Any]]) -> str:
    """The file's text: one lexicon per line inside a JSON array, so a diff shows which source changed."""
    return "[\n" + ",\n".join(json.dumps(lexicon, ensure_ascii=False) for lexicon in lexicons) + "\n]\n"


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        sys.stderr.write("usage: python -m abstract_claims.task_lexicon HUB.whl LM_EVAL.whl TDMSCI.jsonl NLP-PROGRESS/\n")
        return 2
    sys.stdout.write(dumps(build_task_lexicon(Path(argv[0]), Path(argv[1]), Path(argv[2]), Path(argv[3]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
