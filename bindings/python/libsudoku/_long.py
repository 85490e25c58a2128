"""Long calls: run on a worker thread so that Ctrl-C reaches the program.

While a C function runs, the thread that called it cannot run Python code:
a KeyboardInterrupt raised by Ctrl-C would wait until the call returns
(seconds for a large batch). So a long call called from the main thread runs
on a thread of its own, with a sudoku_control, while the main thread waits
in short slices: Ctrl-C interrupts the wait, the binding sets the control's
cancel, the library stops within a few milliseconds, and KeyboardInterrupt
is raised. The same wait reports the progress the library writes into the
control to a progress function, when one is given.
"""

import ctypes
import threading

from ._abi_gen import ControlStruct

# How long the waiting thread sleeps between looks at the call (and calls of
# the progress function): Ctrl-C interrupts the sleep at once on POSIX.
SLICE = 0.05


def new_control():
    ctl = ControlStruct()
    ctl.size = ctypes.sizeof(ControlStruct)
    return ctl


def run(call, progress=None):
    """Returns call(ctl): ctl is a sudoku_control (a ControlStruct, which
    ctypes passes by reference) the call passes to the C function. From the main thread, or with a
    progress function, the call runs on a worker thread while this one waits
    (see the module's note); otherwise it runs here. progress, when given, is
    called as progress(done, total) from this thread while the call runs and
    once at its end."""
    if progress is not None and not callable(progress):
        raise TypeError("progress must be callable, not %s" % type(progress).__name__)
    ctl = new_control()
    if progress is None and threading.current_thread() is not threading.main_thread():
        return call(ctl)
    out = {}
    finished = threading.Event()

    def work():
        try:
            out["result"] = call(ctl)
        except BaseException as e:  # raised again on the waiting thread
            out["error"] = e
        finally:
            finished.set()

    # The waiting thread waits for the event, not with Thread.join: a join
    # interrupted by KeyboardInterrupt can take the thread for stopped while
    # it still runs (CPython's bpo-45274 handling).
    threading.Thread(target=work, name="libsudoku call", daemon=True).start()
    last = None
    try:
        while True:
            ended = finished.wait(SLICE)
            if progress is not None:
                now = (ctl.done, ctl.total)
                if now != last:
                    last = now
                    progress(*now)
            if ended:
                break
    except BaseException:
        # Ctrl-C (or an exception of progress): stop the call, wait for the
        # library to let go of the buffers, and let the exception go on.
        ctl.cancel = 1
        while not finished.is_set():
            try:
                finished.wait()
            except KeyboardInterrupt:
                pass  # a second Ctrl-C while the library stops: it stops anyway
        raise
    if "error" in out:
        raise out["error"]
    return out["result"]
