"""Model families: named models (a family with its version and size) and names built on a family."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .candidates import P_MODEL, P_STYLED, Mention, _mention
from .shapes import _classify_name, strip_name_suffix
from .view import T_FAMILY, TextView, Token, _math_symbol, flagged

if TYPE_CHECKING:
    from .lexicons import EntityRules


def _family_of(surface: str, rules: EntityRules) -> str | None:
    """The model family a name starts with (cached per name)."""
    return rules.family_cache[surface]


def _family_of_uncached(surface: str, rules: EntityRules) -> str | None:
    best = None
    for lower, written in rules.families.items():
        if surface.lower().startswith(lower) and (best is None or len(lower) > len(best.lower())):
            best = written
    exact = [spelling for spelling in rules.family_spellings if surface.startswith(spelling)]
    if best is not None and exact:
        return max(exact, key=len)
    return best


def model_mentions(view: TextView, rules: EntityRules) -> list[Mention]:
    """Named models: a family name with its version and variant: GPT-5.1, Qwen 3.5, Claude-Opus-4.6."""
    found = []
    need_version = rules.families_need_version_lower
    lexicon_ends = view.lexicon_ends
    for match in _model_matches(view, rules):
        if lexicon_ends.get(match.start(), 0) > match.end():
            continue  # a lexicon name that starts with a family's name and goes on is that name: 'BERT Score'
        family_text = match.group("family")
        family = rules.families.get(family_text.lower())
        if family is None:
            continue
        if family_text in rules.family_spellings:
            family = family_text
        tail = match.group("tail")
        if "-as-" in tail.lower():
            continue  # 'GPT-4o-as-a-judge' is a way of evaluating, named like 'LLM-as-a-judge': no model's name
        end = match.end()
        # a hyphenated suffix is not part of the name: 'Llama-based'
        pieces = tail.split("-")
        # ... nor a small word glued on by a missing space: 'Claude 3.7 Sonnet-in detecting'
        if len(pieces) > 1 and (pieces[-1].lower() in rules.name_suffixes or pieces[-1] in _GLUED_WORDS):
            while len(pieces) > 1 and (pieces[-1].lower() in rules.name_suffixes or pieces[-1] in _GLUED_WORDS):
                pieces.pop()
            end = match.start("tail") + len("-".join(pieces))
        has_version = end > match.end("family")
        start = match.start()
        product = _PRODUCT_WORD.search(view.text, max(0, start - 24), start)
        if product is not None and view.sentence_at(start)[0] < product.start() \
                and product.group().strip().lower() not in _NOT_PRODUCT_WORDS \
                and not _CLAUSE_START.search(view.text, max(0, product.start() - 4), product.start()):  # fmt: skip
            start, has_version = product.start(), True  # 'Grounded SAM', 'Grounding DINO': a product's name
        if family_text != family and not (tail.startswith("-") and tail[1:2].isdigit()) and not (_case_variant(family_text) and family.lower() not in need_version):
            continue  # 'gemini-3.1-pro' may be lower case; a bare lower-case 'phi' is the letter
        if not has_version and family.lower() in need_version and not (
                family_text in rules.family_spellings and family_text not in rules.families_need_version):  # fmt: skip
            continue  # ('FLUX', as its publisher writes it, is the model; 'Flux' also a word of physics)
        if _math_symbol(view, start, end):
            continue
        if family.lower() in rules.numbered_families and not _has_digit(view.text[match.end("family") : end]):
            continue  # 'YOLO-PA': a system built on the family, named by its custom (lexicon/model-families-numbered)
        if family.lower() in rules.architecture_families and not speaks_of_weights(view, start, end):
            # 'a ResNet-152 backbone', 'Mamba-2 layers': the architecture, a method (guidelines, clarification 3)
            found.append(_mention(view, start, end, "method", "method/architecture", P_MODEL))
            continue
        found.append(_mention(view, start, end, "model", "model/family-version", P_MODEL, family=family))
    return found


def _has_digit(text: str) -> bool:
    return any(character.isdigit() for character in text)


_GLUED_WORDS = frozenset(["in", "on", "of", "and", "or", "for", "with", "to", "at", "by", "the"])
# a capitalized participle right before a family, inside a sentence, names a product built on it
_PRODUCT_WORD = re.compile(r"(?<![\w\-])[A-Z][a-z]{2,}(?:ed|ing) $")
# ... but not a word of training or of the clause around it, capitalized in a heading: 'Pretrained ResNet'
_NOT_PRODUCT_WORDS = frozenset(["pretrained", "finetuned", "trained", "distilled", "understanding", "using",
                                "including", "following", "according", "regarding", "compared", "based", "taking",
                                "leveraging", "building", "adopting", "employing", "applying"])
# a participle after a sentence's end or a colon starts a clause, even where the sentence splitter saw none
_CLAUSE_START = re.compile(r"(?:^|[.!?:;)\]])\s*$")


def _case_variant(written: str) -> bool:
    """'Deepseek', 'MISTRAL': a family written in another case by its users, still a name (not 'phi', 'opt')."""
    return len(written) >= 4 and written[:1].isupper()


def compound_model_mentions(view: TextView, rules: EntityRules) -> list[Mention]:
    """Models named after a family with a prefix: 'PaliGemma2', 'VideoLLaMA2', 'MoE-LLaVA', 'mHuBERT-147',
    'FastSAM', 'OpenAI-o1' (the family starts a new capitalised part or follows a hyphen)."""
    tokens = view.tokens
    # (the tokens whose word has a compound reading: view.classify)
    found = [compound_model_mention(view, rules, tokens[index]) for index in flagged(view.compounds, 1)]
    return [mention for mention in found if mention is not None]


def compound_model_mention(view: TextView, rules: EntityRules, token: Token) -> Mention | None:
    """The model (or, for an architecture family, method) a token's word names by its compound reading, if any."""
    reading = rules.compound_cache[token.text]
    if reading is None:
        return None
    name, family = reading
    if family.lower() in rules.numbered_families and not _has_digit(name):
        return None  # 'MASF-YOLO-s': a system built on the family (lexicon/model-families-numbered)
    end = token.start + len(name)
    if family.lower() in rules.architecture_families and not speaks_of_weights(view, token.start, end):
        return _mention(view, token.start, end, "method", "method/architecture", P_STYLED)
    # below the lexicons: 'SparseGPT' is a pruning method
    return _mention(view, token.start, end, "model", "model/family-compound", P_STYLED, family=family)


def _compound_reading(text: str, rules: EntityRules) -> tuple[str, str] | None:
    """(name, family) when a word is a family's name with a prefix; read once per distinct word."""
    if len(text) < 4 or text.islower() or text.isupper():
        return None
    match = rules.inner_family_pattern.search(text)
    if match is None:
        return None
    prefix = text[: match.start()].strip("-")
    if not prefix.isalnum() or (prefix.islower() and len(prefix) > 2):
        return None  # 'fine-CLIP' is a word and a name; 'mBERT' a name
    name = strip_name_suffix(text.rstrip(".,;:"), rules)
    if match.start() >= len(name) or _classify_name(name, rules) in ("dataset", "metric"):
        return None  # 'SEED-Bench-R1' is a benchmark
    written = match.group("joined") or match.group("hyphened")
    return name, rules.families.get(written.lower(), written)


# (an attack's target, victim or surrogate model is a trained network with its weights: 'utilizing ResNet-34 as the
# target model', 'adversarial examples crafted on a surrogate VGG-16 model')
_WEIGHTS = re.compile(r"pre-?trained|checkpoints?\b|weights\b|fine-?tun|off-the-shelf|released"
                      r"|\b(?:target|victim|surrogate|substitute)[ \t\n]+(?:\S+[ \t\n]+)?models?\b", re.IGNORECASE)


def speaks_of_weights(view: TextView, start: int, end: int) -> bool:
    """'ResNet-50 pretrained on ImageNet', 'fine-tuned ViT-B/16 checkpoints', 'ResNet-34 as the target model' (the
    network an attack is run against): the trained model, not the design."""
    sentence_start, sentence_end = view.sentence_at(start)
    window = view.text[max(sentence_start, start - 40) : min(sentence_end, end + 40)]
    return _WEIGHTS.search(window) is not None


def _model_matches(view: TextView, rules: EntityRules) -> Iterable[re.Match[str]]:
    """The model pattern tried only where a token starts with a family's first letters: one big
    alternation scanned over every position of the text costs more than the rest of the rules together."""
    text, tokens = view.text, view.tokens
    for index in view.where(T_FAMILY):
        match = rules.model_pattern.match(text, tokens[index].start)
        if match is not None:
            yield match
