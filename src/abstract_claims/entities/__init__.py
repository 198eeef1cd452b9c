"""Named entities in abstracts: methods, datasets, models and metrics, from contextual rules.

Word lists alone do not carry over to new papers, so the core is context: how names look in this field
(CamelCase, internal capitals, acronyms, hyphenated version suffixes, ``\\textsc``/bold markup), how they
are introduced ("we propose X, a ...", "called X", "X (ACR)"), and the words around them ("on X",
"the X benchmark", "X, a benchmark of ..."). The lists in ``rules/`` are a second signal.

Everything here is a pure function over a :class:`TextView` (clean text, tokens, sentences, markup); the
spaCy component only builds the view and runs the PhraseMatchers over the lexicons. One module per concern:

- :mod:`.view`: the token view and its per-token flags;
- :mod:`.lexicons`: the lexicons and word lists, compiled once (:class:`EntityRules`), and their hits;
- :mod:`.shapes`: name shapes (CamelCase, acronyms, versions, Title Case, styled names);
- :mod:`.families`: model families, versions and sizes;
- :mod:`.acronyms`: acronym definitions;
- :mod:`.candidates`: the candidate and vote types, and the reasons a span is not an entity;
- :mod:`.metrics`: measures;
- :mod:`.proposals`: names the abstract introduces;
- :mod:`.context`: the words around a name, and lists of one kind;
- :mod:`.resolution`: the one decision per span, by the ordered policy written in its docstring.
"""

from .acronyms import find_acronym_pairs, match_long_form, spelled_out
from .candidates import NOT_ENTITY, P_ACRONYM, P_LEXICON, Blocked, Mention, Rejection, Vote
from .lexicons import LABELS, EntityRules, token_class
from .passes import find_entities
from .shapes import initials, is_name_shaped
from .view import (
    T_CAPITAL,
    T_CAPITALIZED,
    T_FAMILY,
    T_METRIC,
    T_ON,
    T_OPEN,
    T_ORGANIZATION,
    T_TRIGGER,
    TextView,
    Token,
)

__all__ = [
    "LABELS",
    "NOT_ENTITY",
    "P_ACRONYM",
    "P_LEXICON",
    "T_CAPITAL",
    "T_CAPITALIZED",
    "T_FAMILY",
    "T_METRIC",
    "T_ON",
    "T_OPEN",
    "T_ORGANIZATION",
    "T_TRIGGER",
    "Blocked",
    "EntityRules",
    "Mention",
    "Rejection",
    "TextView",
    "Token",
    "Vote",
    "find_acronym_pairs",
    "find_entities",
    "initials",
    "is_name_shaped",
    "match_long_form",
    "spelled_out",
    "token_class",
]
