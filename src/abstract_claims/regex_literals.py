"""The literal strings a regex needs: read off its parse, they gate it with cheap ``in`` tests (a text that lacks
them cannot match, so the regex is not run there)."""

from __future__ import annotations

import importlib
import re
from typing import Any

_RE_PARSER: Any = importlib.import_module("re._parser")


def holds_literals(literals: tuple[tuple[str, ...], ...], text: str,
                   answered: dict[tuple[str, ...], bool] | None = None) -> bool:  # fmt: skip
    """Whether ``text`` holds one alternative of each entry of :func:`required_literals`. (Loops, not
    ``all(any(...))``: it runs for every pattern of every text, and two generators cost more than the
    string searches.) ``answered``: the answers for this text so far of the entries of several literals, read
    and added to (an entry several patterns require is searched for once; an entry of one literal is searched
    again, which costs less than hashing it to look its answer up)."""
    for alternatives in literals:
        if len(alternatives) == 1:
            if alternatives[0] not in text:
                return False
            continue
        held = answered.get(alternatives) if answered is not None else None
        if held is None:
            held = False
            for literal in alternatives:
                if literal in text:
                    held = True
                    break
            if answered is not None:
                answered[alternatives] = held
        if not held:
            return False
    return True


def required_literals(pattern: str) -> tuple[tuple[str, ...], ...]:
    """Literals a match of ``pattern`` must contain: each entry lists alternatives, one of which every match
    holds ('(?:19|20)\\d\\d' gives (('19', '20'),), '\\d\\d Task \\d' gives ((' Task ',),)). Only what lies on
    the pattern's top level (and inside its plain groups and positive lookarounds) is read; a case-insensitive
    pattern gives nothing."""
    parsed = _RE_PARSER.parse(pattern)
    if parsed.state.flags & re.IGNORECASE:
        return ()
    return tuple(dict.fromkeys(_sequence_literals(parsed)))  # (once each: a lookbehind may repeat a run)


def _sequence_literals(sequence: Any) -> list[tuple[str, ...]]:
    """The required literals of a parsed sequence: its runs of literal characters, the alternatives of each
    alternation whose every branch has a run, and those of the plain groups and positive lookarounds within."""
    found: list[tuple[str, ...]] = []
    run: list[str] = []
    for op, argument in [*sequence, (None, None)]:
        if op is _RE_PARSER.LITERAL:
            run.append(chr(argument))
            continue
        if run:
            found.append(("".join(run),))
            run = []
        if op is _RE_PARSER.BRANCH:
            branches = [_sequence_literals(branch) for branch in argument[1]]
            if all(branches):  # each branch's longest literal
                found.append(tuple(max((alternatives[0] for alternatives in branch if len(alternatives) == 1),
                                       key=len, default="") for branch in branches))  # fmt: skip
        elif op is _RE_PARSER.SUBPATTERN and not argument[1] & re.IGNORECASE:
            found.extend(_sequence_literals(argument[3]))
        elif op is _RE_PARSER.ASSERT:  # a lookahead or lookbehind that must hold: what it requires lies in the text
            found.extend(_sequence_literals(argument[1]))
    return [alternatives for alternatives in found if all(alternatives)]
