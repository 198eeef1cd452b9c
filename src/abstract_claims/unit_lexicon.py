"""Measurement units after a number ('12 ms', '3 GB', '10 hours'), from quantulum3's unit database.

quantulum3 knows units, but loading its database takes ~3 s and its parser answers differently under
different PYTHONHASHSEED values. So its knowledge is read once, at build time, into
``rules/measurement_units.json`` (``python -m abstract_claims.unit_lexicon > .../measurement_units.json``),
with ambiguities resolved in a fixed order; at run time only that file is read, and only the one word after
a number is looked up. ``tests/test_unit_lexicon.py`` checks the file still matches the installed quantulum3.
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from typing import Any

from .rules import RuleSet

LEXICON_FILE = "measurement_units.json"

# quantulum3 entities that measure things ML abstracts report, in the order that breaks ties
# ('seconds' is a time before it is an angle).
ENTITIES = (
    "time",
    "data storage",
    "data transfer rate",
    "frequency",
    "power",
    "energy",
    "length",
    "mass",
    "area",
    "volume",
    "temperature",
    "currency",
    "sound level",
    "angle",
    "typographical element",
    "dimensionless",
)
# Entities whose word surfaces are ordinary count nouns ('pairs', 'sets', 'instances' are dimensionless
# units to quantulum3): only their symbols are read ('‰', 'ppm').
SYMBOLS_ONLY = frozenset(["dimensionless"])
# Symbols of one or two characters are variables or abbreviations far more often than units;
# these are the ones ML abstracts use as units.
SHORT_SYMBOLS = frozenset(
    ["s", "h", "m", "ms", "dB", "°", "°C", "°F", "‰", "‱", "px", "μs", "µs", "us", "ns", "ps", "GB", "MB", "KB", "kB", "TB", "PB", "Gb", "Mb", "Kb", "Tb", "Hz", "W", "kW", "MW", "GW", "J", "kJ", "MJ", "km", "cm", "mm", "nm", "μm", "kg", "mg", "eV"]
)
# Unit words that are ordinary English words after a number ('a 5 drop', '3 cups').
COMMON_WORDS = frozenset(["drop", "drops", "dot", "dots", "pel", "pels", "real", "reals", "reai", "quarter", "quarters",
                          "quartet", "quartets", "span", "spans", "shake", "shakes", "mill", "mills", "quad", "quads",
                          "tetrad", "tetrads", "tetrade", "tetrades", "barn", "barns", "league", "leagues", "won",
                          "rand", "rands", "nucleotide", "nucleotides", "mil", "mils", "cup", "cups", "ell", "ells", "cent", "cents", "dime", "dimes", "kilo", "kilos", "grand"])


def build_unit_lexicon() -> dict[str, Any]:
    """Read quantulum3's unit database into {surface: {name, entity}}, deterministically."""
    import quantulum3
    from quantulum3 import load

    units = load.units("en_US")
    rank = {entity: index for index, entity in enumerate(ENTITIES)}
    symbols: dict[str, tuple[int, str, str]] = {}
    words: dict[str, tuple[int, str, str]] = {}

    def offer(table: dict[str, tuple[int, str, str]], key: str, unit: Any) -> None:
        entity = unit.entity.name
        if entity not in rank:
            return
        candidate = (rank[entity], unit.name, entity)
        if key not in table or candidate < table[key]:
            table[key] = candidate

    for symbol, candidates in units.symbols.items():
        if (len(symbol) <= 2 and symbol not in SHORT_SYMBOLS) or not symbol.strip():
            continue
        for unit in candidates:
            offer(symbols, symbol, unit)
    for surface, candidates in units.surfaces_lower.items():
        if " " in surface or len(surface) < 3 or not surface.isalpha() or surface in COMMON_WORDS:
            continue
        for unit in candidates:
            if unit.entity.name not in SYMBOLS_ONLY:
                offer(words, surface, unit)
    # a unit's normal symbol: the first of quantulum3's symbols for it that is read here ('°C' rather than
    # 'C', which is too short to be read as a unit)
    normal = {}
    for _key, (_, name, _entity) in sorted(symbols.items()):
        if name not in normal:
            normal[name] = next(s for s in units.names[name].symbols if symbols.get(s, (0, ""))[1] == name)

    def symbol_entry(key: str, name: str, entity: str) -> dict[str, str | None]:
        # a symbol with a capital or a sign is kept as written ('KB', 'Mb', 'dB'); a lower-case spelling
        # is an alias of the normal one ('msec' -> 'ms', 'sec' -> 's', 'gb' -> 'GB')
        written_as_symbol = key != key.lower() or not key.isascii() or not key.isalpha()
        return {"name": name, "entity": entity, "symbol": key if written_as_symbol else normal[name]}

    def written(key: str, name: str) -> str | None:
        # the singular of the word as written ('degrees' -> 'degree', 'meters' -> 'meter', 'microns' -> 'micron'):
        # the unit a number reports, as the guidelines write counted nouns; None when it is the unit's name
        for surface in units.names[name].surfaces:
            if key in (surface.lower(), load.pluralize(surface).lower()):
                return surface.lower() if surface.lower() != name else None
        return None

    def word_entry(key: str, name: str, entity: str) -> dict[str, str | None]:
        entry = {"name": name, "entity": entity, "symbol": normal.get(name)}
        form = written(key, name)
        return entry if form is None else {**entry, "written": form}

    return {
        "quantulum3_version": getattr(quantulum3, "__version__", "unknown"),
        "entities": list(ENTITIES),
        "symbols": {key: symbol_entry(key, name, entity) for key, (_, name, entity) in sorted(symbols.items())},
        "words": {key: word_entry(key, name, entity) for key, (_, name, entity) in sorted(words.items())},
    }


def measurement_unit(word: str) -> str | None:
    """The canonical unit name for the word after a number ('ms' -> 'millisecond') in the packaged rules."""
    return _packaged_rules().measurement_units.lookup(word)


@lru_cache(maxsize=1)
def _packaged_rules() -> RuleSet:
    return RuleSet.load()


if __name__ == "__main__":
    json.dump(build_unit_lexicon(), sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
    sys.stdout.write("\n")
