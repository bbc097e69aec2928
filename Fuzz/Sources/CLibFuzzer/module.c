// No code: the module exists for include/libfuzzer.h (libFuzzer itself is linked by Scripts/fuzz).
