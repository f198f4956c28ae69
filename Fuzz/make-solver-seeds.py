#!/usr/bin/env python3
"""Writes the solver target's seed inputs, so that the binary operation
streams in Fuzz/Corpus/solver can be read and remade.

    Fuzz/make-solver-seeds.py OUTPUT_FOLDER

The encoding is SolverOperation.decode's (Sources/FuzzTargets): a byte per
operation (its kind in the low four bits, the second solver when the top
three bits are set), then its operands; a number is a byte indexing
FuzzBytes.ordinaryNumbers, or 0xF8 and eight bytes of a big-endian double.
"""
import json
import os
import struct
import sys

ORDINARY = [0, 1, -1, 2, -2, 0.5, -0.5, 8, -8, 10, -10, 16, 20, -20, 44, 100, -100,
            320, 375, -375, 390, 844, 1000, -1000, 0.25, 3, 1.5, 0.001, 1e4, -1e4, 12.5, 250]
PRIORITIES = [1000, 1000, 1000, 750, 500, 250, 1, 999, 251, 749, 1000, 999.5, 50, 0, 1001, "nan"]
RELATIONS = {"==": 0, "<=": 1, ">=": 2}
ADD_NEW, ADD, REMOVE, ADD_EDIT, REMOVE_EDIT, SUGGEST, SET_CONSTANT, SET_PRIORITY, UPDATE, RESET = 0, 5, 6, 8, 9, 10, 12, 13, 14, 15


def number(x):
    if x in ORDINARY:
        return bytes([ORDINARY.index(x)])
    return bytes([0xF8]) + struct.pack(">d", x)


def priority(p):
    return bytes([PRIORITIES.index(p)])


def op(kind, solver):
    return bytes([0xE0 | kind if solver else kind])


def add_new(terms, relation, constant, level, solver=0):
    out = op(ADD_NEW, solver) + bytes([len(terms)])
    for variable, coefficient in terms:
        out += bytes([variable]) + number(coefficient)
    return out + bytes([RELATIONS[relation]]) + number(constant) + priority(level)


def add(c, solver=0): return op(ADD, solver) + bytes([c])
def remove(c, solver=0): return op(REMOVE, solver) + bytes([c])
def add_edit(v, level, solver=0): return op(ADD_EDIT, solver) + bytes([v]) + priority(level)
def remove_edit(v, solver=0): return op(REMOVE_EDIT, solver) + bytes([v])
def suggest(v, x, solver=0): return op(SUGGEST, solver) + bytes([v]) + number(x)
def set_constant(c, x, solver=0): return op(SET_CONSTANT, solver) + bytes([c]) + number(x)
def set_priority(c, level, solver=0): return op(SET_PRIORITY, solver) + bytes([c]) + priority(level)
def update(solver=0): return op(UPDATE, solver)
def reset(solver=0): return op(RESET, solver)


# v0 = left, v1 = width, v2 = right, as in the README's solver example.
OPERATION_STREAMS = {
    "ops-edit-drag": add_new([(2, 1), (0, -1), (1, -1)], "==", 0, 1000) + add_new([(0, 1)], ">=", -20, 1000)
    + add_new([(1, 1)], "==", -100, 250) + add_new([(2, 1)], "<=", -375, 1000) + add_edit(0, 750)
    + suggest(0, 44) + update() + suggest(0, 1000) + update() + remove(1) + add(1) + set_constant(3, -1000)
    + set_priority(2, 500) + update() + remove_edit(0) + update(),
    "ops-two-solvers": add_new([(0, 1), (1, -1)], "==", -8, 1000) + add_new([(1, 1)], ">=", 10, 1000)
    + add(0, 1) + add(1, 1) + add_edit(0, 750, 1) + suggest(0, 375, 1) + update(1) + remove(0) + update()
    + update(1) + reset(1) + add(0) + update(),
    "ops-required-conflict": add_new([(0, 1)], "==", -100, 1000) + add_new([(0, 1)], ">=", -1000, 1000)
    + add_new([(0, 1)], "<=", -20, 1000) + set_constant(1, -375) + set_constant(0, -20)
    + add_new([(0, 1), (1, 1)], "<=", -375, 999) + set_priority(3, 1000) + set_priority(3, 1) + update(),
    "ops-invalid-priorities": add_new([(0, 1)], "==", -10, 0) + add_new([(1, 1)], "==", -10, 1001)
    + add_new([(2, 1)], "==", -10, "nan") + add_edit(3, 1000) + add_edit(3, "nan") + add_edit(3, 750)
    + add_edit(3, 250) + suggest(4, 10) + remove_edit(4) + set_priority(0, 750) + update(),
    "ops-chain": b"".join(add_new([(i, 1), (i + 1, -1)], "<=", -8, 1000) for i in range(5))
    + add_new([(5, 1)], "==", -844, 750) + add_new([(0, 1)], "==", 0, 1000)
    + b"".join(remove(i) for i in range(3)) + update(),
    "ops-remove-constant-expression": add_new([(0, 1), (0, -1)], "==", 0, 1000) + remove(0) + update(),
    "ops-huge-constant": add_new([(0, 1)], "==", 1e308, 1000) + add_new([(0, 1), (1, 1)], ">=", -1e308, 750) + update(),
}


def term(name, coef=1):
    return {"var": name, "coef": coef}


CONSTRAINT_SYSTEMS = {
    "json-basic.json": {
        "variables": ["width", "left"],
        "constraints": [
            {"id": "c0", "terms": [term("left")], "constant": -10, "op": "==", "priority": 1000},
            {"terms": [term("right"), term("left", -1), term("width", -1)], "op": "=="},
            {"terms": [term("width")], "constant": -500, "op": "<="},
        ],
        "edits": [{"var": "width", "priority": 750, "value": 640}],
    },
    "json-conflict.json": {"constraints": [
        {"id": "wide", "terms": [term("w")], "constant": -100, "op": ">="},
        {"id": "narrow", "terms": [term("w")], "constant": -50, "op": "<="},
        {"id": "weak", "terms": [term("w")], "constant": -75, "op": "==", "priority": 250},
    ]},
    "json-duplicate-ids.json": {"constraints": [
        {"id": "a", "terms": [term("x")], "op": ">="},
        {"id": "a", "terms": [term("y")], "op": ">="},
    ]},
    "json-bad-fields.json": {
        "variables": ["x", 3],
        "constraints": [{"terms": [term("x", True)], "op": "=>", "priority": 2000}],
        "edits": [{"var": "x", "priority": 1000}],
        "reference_values": {"x": "1"},
    },
    "json-no-terms.json": {"constraints": [
        {"id": "empty", "terms": [], "constant": 0, "op": "=="},
        {"id": "x", "terms": [term("x")], "constant": -5, "op": "=="},
    ]},
    "json-empty-expression.json": {"constraints": [
        {"id": "x-x", "terms": [term("x", 1), term("x", -1)], "constant": 0, "op": "=="},
        {"id": "x", "terms": [term("x")], "constant": -5, "op": ">="},
    ]},
    "json-optional-priorities.json": {
        "constraints": [
            {"terms": [term("a"), term("b", -1)], "constant": -10, "op": "<=", "priority": 999},
            {"terms": [term("a")], "constant": -320, "op": "==", "priority": 251},
            {"terms": [term("b")], "constant": -44, "op": ">=", "priority": 1},
        ],
        "edits": [{"var": "b", "priority": 500, "value": 12.5}, {"var": "a", "priority": 1, "value": -3}],
    },
    "json-variable-listed-twice.json": {
        "variables": ["x", "x"],
        "constraints": [{"terms": [term("x")], "constant": -1, "op": "=="}],
    },
    "json-huge-numbers.json": {
        "constraints": [
            {"id": "huge", "terms": [term("x", 1e308)], "constant": -1e308, "op": "=="},
            {"id": "sum", "terms": [term("x", 1e308), term("y", 1e308)], "constant": 1e308, "op": ">=", "priority": 500},
        ],
        "edits": [{"var": "y", "priority": 750, "value": 1e308}],
    },
}

RAW_TEXTS = {
    "json-not-an-object.json": '[{"constraints": []}]\n',
    "json-truncated.json": '{"constraints": [{"terms": [{"var": "x"}\n',
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-solver-seeds.py OUTPUT_FOLDER")
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, data in OPERATION_STREAMS.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)
    for name, system in CONSTRAINT_SYSTEMS.items():
        with open(os.path.join(folder, name), "w") as file:
            file.write(json.dumps(system) + "\n")
    for name, text in RAW_TEXTS.items():
        with open(os.path.join(folder, name), "w") as file:
            file.write(text)


if __name__ == "__main__":
    main()
