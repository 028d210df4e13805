"""Reads the symbol occurrences of a compiler index store through the toolchain's libIndexStore.

The index store is what the compiler wrote while type-checking: every declaration each source
file references, by USR, at its line and column, type annotations and implicit calls included.
"""
import ctypes
import os
import sys

ROLE_REFERENCE = 1 << 2
RECORD_DEPENDENCY = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.length else ""


_Applier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
_UnitApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)


def _library(toolchain_lib):
    name = "libIndexStore.dylib" if sys.platform == "darwin" else "libIndexStore.so"
    lib = ctypes.CDLL(os.path.join(toolchain_lib, name))
    signatures = {
        "indexstore_store_create": (ctypes.c_void_p, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, _UnitApplier]),
        "indexstore_unit_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_unit_reader_dispose": (None, [ctypes.c_void_p]),
        "indexstore_unit_reader_is_system_unit": (ctypes.c_bool, [ctypes.c_void_p]),
        "indexstore_unit_reader_get_module_name": (StringRef, [ctypes.c_void_p]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, _Applier]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_int, [ctypes.c_void_p]),
        "indexstore_unit_dependency_get_filepath": (StringRef, [ctypes.c_void_p]),
        "indexstore_unit_dependency_get_name": (StringRef, [ctypes.c_void_p]),
        "indexstore_record_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_record_reader_dispose": (None, [ctypes.c_void_p]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, _Applier]),
        "indexstore_occurrence_get_symbol": (ctypes.c_void_p, [ctypes.c_void_p]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [ctypes.c_void_p]),
        "indexstore_occurrence_get_line_col": (None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        "indexstore_symbol_get_usr": (StringRef, [ctypes.c_void_p]),
        "indexstore_symbol_get_name": (StringRef, [ctypes.c_void_p]),
        "indexstore_error_get_description": (ctypes.c_char_p, [ctypes.c_void_p]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments
    return lib


def references(store_path, toolchain_lib):
    """Yields (source path, line, column, USR, name) for every reference in the store's
    non-system units, each record read once."""
    lib = _library(toolchain_lib)
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        raise RuntimeError("cannot open the index store at %s: %s" % (
            store_path, lib.indexstore_error_get_description(error).decode()))
    units = []
    lib.indexstore_store_units_apply_f(store, 0, None, _UnitApplier(lambda _, name: units.append(name.text()) or True))
    records = {}
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if not reader:
            continue
        if not lib.indexstore_unit_reader_is_system_unit(reader):
            def dependency(_, handle):
                if lib.indexstore_unit_dependency_get_kind(handle) == RECORD_DEPENDENCY:
                    records[lib.indexstore_unit_dependency_get_name(handle).text()] = \
                        lib.indexstore_unit_dependency_get_filepath(handle).text()
                return True
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, _Applier(dependency))
        lib.indexstore_unit_reader_dispose(reader)
    found = []
    for record, path in sorted(records.items()):
        reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))
        if not reader:
            raise RuntimeError("cannot read index record %s of %s" % (record, path))
        def occurrence(_, handle):
            if lib.indexstore_occurrence_get_roles(handle) & ROLE_REFERENCE:
                symbol = lib.indexstore_occurrence_get_symbol(handle)
                line, column = ctypes.c_uint(), ctypes.c_uint()
                lib.indexstore_occurrence_get_line_col(handle, ctypes.byref(line), ctypes.byref(column))
                found.append((path, line.value, column.value,
                              lib.indexstore_symbol_get_usr(symbol).text(),
                              lib.indexstore_symbol_get_name(symbol).text()))
            return True
        lib.indexstore_record_reader_occurrences_apply_f(reader, None, _Applier(occurrence))
        lib.indexstore_record_reader_dispose(reader)
    return found
