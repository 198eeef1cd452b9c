"""Result claims: each reported outcome tied to its metric, dataset, method and baseline.

Pure functions over the clean text, its tokens and clauses (a :class:`~abstract_claims.entities.TextView`),
the number drafts and the entity drafts, in parts of one concern each:

- :mod:`.outcome` decides whether a number reports an outcome (not a setting, a model size or a count of
  things) and by which rule; that rule is the result's ``rule`` (``result/percent-value``,
  ``result/count-is-measure``, ...).
- :mod:`.metric`, :mod:`.dataset`, :mod:`.method` and :mod:`.baseline` fill one role each from the clause the
  number stands in (a sentence cut at semicolons); every way of filling a role is a rule of its own
  (``result/metric-before-value``, ``result/baseline-marker-by``, ``result/method-proposal-reference``, ...).
- :mod:`.lists` pairs coordinated values with coordinated names ('3.49%, 3.13%, and 10.66% in AUROC, AUPR,
  and TPR5%') and shares roles along a list.
- :mod:`.negation` tells whether a value stands under a negation and what direction the sentence gives it.
- :mod:`.assembly` runs them in order; :mod:`.task` picks the task of a result's sentence.

A result's ``evidence`` lists the rules that filled its roles, in role order (metric, dataset, method,
baseline, task). A role the clause does not fill stays null.
"""

from .assembly import find_results
from .base import ROLES, FoundResult, Role, clauses
from .lexicons import ResultRules
from .negation import negation_before
from .outcome import outcome_rule
from .task import task_of

__all__ = ["ROLES", "FoundResult", "ResultRules", "Role", "clauses", "find_results", "negation_before",
           "outcome_rule", "task_of"]
