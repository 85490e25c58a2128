// The few WASI (wasi_snapshot_preview1) functions the Go runtime inside
// sudoku.wasm imports, written for Node and browsers alike: no arguments,
// no environment, no files; a clock, random bytes, and stdout/stderr to the
// console (Go prints there only when it crashes). The module is a reactor:
// it never exits, so proc_exit throws.

const ESUCCESS = 0;
const EBADF = 8;

/** WasiExit is thrown by proc_exit (the Go runtime's fatal errors). */
export class WasiExit extends Error {
  constructor(code) {
    super(`sudoku.wasm exited with code ${code}`);
    this.code = code;
  }
}

/**
 * wasiImports returns the import object for a module, given a function
 * that returns its memory (known only once it is instantiated) and a Web
 * Crypto object (globalThis.crypto; node:crypto's webcrypto on Node 18).
 */
export function wasiImports(memory, webcrypto) {
  const view = () => new DataView(memory().buffer);
  const bytes = (ptr, len) => new Uint8Array(memory().buffer, ptr, len);
  const decoder = new TextDecoder();
  const lines = { 1: "", 2: "" };
  const zeroSizes = (countPtr, sizePtr) => {
    const v = view();
    v.setUint32(countPtr, 0, true);
    v.setUint32(sizePtr, 0, true);
    return ESUCCESS;
  };
  return {
    wasi_snapshot_preview1: {
      args_sizes_get: zeroSizes,
      args_get: () => ESUCCESS,
      environ_sizes_get: zeroSizes,
      environ_get: () => ESUCCESS,
      clock_time_get(id, _precision, timePtr) {
        // 0 is the realtime clock, 1 the monotonic one; both in nanoseconds.
        const ms = id === 0 ? Date.now() : performance.now();
        view().setBigUint64(timePtr, BigInt(Math.round(ms * 1e6)), true);
        return ESUCCESS;
      },
      random_get(ptr, len) {
        for (let off = 0; off < len; off += 65536) {
          webcrypto.getRandomValues(bytes(ptr + off, Math.min(65536, len - off)));
        }
        return ESUCCESS;
      },
      fd_write(fd, iovs, iovsLen, nwrittenPtr) {
        if (fd !== 1 && fd !== 2) return EBADF;
        const v = view();
        let n = 0;
        for (let i = 0; i < iovsLen; i++) {
          const ptr = v.getUint32(iovs + 8 * i, true);
          const len = v.getUint32(iovs + 8 * i + 4, true);
          lines[fd] += decoder.decode(bytes(ptr, len));
          n += len;
        }
        let nl;
        while ((nl = lines[fd].indexOf("\n")) >= 0) {
          (fd === 1 ? console.log : console.error)(lines[fd].slice(0, nl));
          lines[fd] = lines[fd].slice(nl + 1);
        }
        v.setUint32(nwrittenPtr, n, true);
        return ESUCCESS;
      },
      fd_fdstat_get(fd, statPtr) {
        if (fd > 2) return EBADF;
        const v = view();
        v.setUint8(statPtr, 2); // a character device
        v.setUint16(statPtr + 2, 0, true);
        v.setBigUint64(statPtr + 8, 0n, true);
        v.setBigUint64(statPtr + 16, 0n, true);
        return ESUCCESS;
      },
      fd_fdstat_set_flags: (fd) => (fd > 2 ? EBADF : ESUCCESS),
      fd_close: () => ESUCCESS,
      fd_prestat_get: () => EBADF, // no preopened folders
      fd_prestat_dir_name: () => EBADF,
      sched_yield: () => ESUCCESS,
      // The runtime waits here only when no goroutine can run; every
      // subscription is answered at once (a clock one as elapsed), and the
      // runtime checks its clock again.
      poll_oneoff(inPtr, outPtr, n, neventsPtr) {
        const v = view();
        for (let i = 0; i < n; i++) {
          const sub = inPtr + 48 * i;
          const ev = outPtr + 32 * i;
          v.setBigUint64(ev, v.getBigUint64(sub, true), true);
          v.setUint16(ev + 8, 0, true);
          v.setUint8(ev + 10, v.getUint8(sub + 8));
        }
        v.setUint32(neventsPtr, n, true);
        return ESUCCESS;
      },
      proc_exit(code) {
        throw new WasiExit(code);
      },
    },
  };
}

