// The C# binding tests, run under mono against the real library:
//
//   mono test_csharp.exe                      the API tests
//   mono test_csharp.exe stress ROUNDS CALLS  the garbage-collection stress test (direct calls)
//   mono test_csharp.exe stress-workers ...   the same with UseWorkerThreads
//   mono test_csharp.exe stress-unsafe ...    the same with each thread's first call made
//                                             without the binding's lock: expected to hang
//   mono test_csharp.exe load-error TEXT      expects SudokuLoadException containing TEXT
//   mono test_csharp.exe faultinject          against the -tags sudoku_faultinject library:
//                                             a panic in a batch worker is SudokuStatus.Internal

using System;

namespace LibSudoku.Tests
{
    static class Program
    {
        static int Main(string[] args)
        {
            string mode = args.Length > 0 ? args[0] : "api";
            switch (mode)
            {
                case "api":
                    BindingTests.Run();
                    LogicTests.Run();
                    ChainTests.Run();
                    GenerateTests.Run();
                    BatchTests.Run();
                    ErrorTableTests.Run();
                    CancelTests.Run();
                    LatencyTests.Run();
                    VariantTests.Run();
                    return Check.Summary("C# binding tests");
                case "stress":
                case "stress-workers":
                case "stress-unsafe":
                    Sudoku.UseWorkerThreads = mode == "stress-workers";
                    return StressTest.Run(int.Parse(args[1]), int.Parse(args[2]), mode == "stress-unsafe");
                case "load-error":
                    var e = Check.Throws<SudokuLoadException>(() => Sudoku.Solve(new byte[81]), "load error");
                    if (e != null)
                    {
                        Console.WriteLine("load error: " + e.Message);
                        Check.That(e.Message.Contains(args[1]), "the message says " + args[1]);
                        Check.Throws<SudokuLoadException>(() => Sudoku.Format(new byte[81]), "every call reports it");
                    }
                    return Check.Summary("C# load error test");
                case "faultinject":
                    FaultInjectTests.Run();
                    return Check.Summary("C# fault injection test");
            }
            Console.Error.WriteLine("usage: test_csharp.exe [api | stress|stress-workers|stress-unsafe ROUNDS CALLS | load-error TEXT | faultinject]");
            return 2;
        }
    }
}
