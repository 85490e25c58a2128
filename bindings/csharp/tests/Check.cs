// A tiny test harness for the C# binding tests, in the manner of
// tests/c/check.h: Check counts passes and failures and prints each failure
// with its caller; Summary prints "N passed, N failed" and gives the exit code.

using System;
using System.Runtime.CompilerServices;

namespace LibSudoku.Tests
{
    static class Check
    {
        static int passed, failed;

        /// <summary>Records cond as one check; what says what failed.</summary>
        public static void That(bool cond, string what,
            [CallerFilePath] string file = "", [CallerLineNumber] int line = 0)
        {
            if (cond)
            {
                passed++;
                return;
            }
            failed++;
            Console.Error.WriteLine("{0}:{1}: check failed: {2}", System.IO.Path.GetFileName(file), line, what);
        }

        /// <summary>Checks that a == b.</summary>
        public static void Equal<T>(T want, T got, string what,
            [CallerFilePath] string file = "", [CallerLineNumber] int line = 0)
        {
            That(Equals(want, got), what + ": got " + got + ", want " + want, file, line);
        }

        /// <summary>Checks that call throws E and returns it (null otherwise).</summary>
        public static E Throws<E>(Action call, string what,
            [CallerFilePath] string file = "", [CallerLineNumber] int line = 0) where E : Exception
        {
            try
            {
                call();
            }
            catch (E e)
            {
                That(true, what, file, line);
                return e;
            }
            catch (Exception e)
            {
                That(false, what + ": threw " + e.GetType().Name + ": " + e.Message + ", want " + typeof(E).Name, file, line);
                return null;
            }
            That(false, what + ": did not throw " + typeof(E).Name, file, line);
            return null;
        }

        /// <summary>Prints the closing line and returns the process exit code.</summary>
        public static int Summary(string name)
        {
            Console.WriteLine("{0}: {1} passed, {2} failed", name, passed, failed);
            return failed == 0 ? 0 : 1;
        }
    }
}
