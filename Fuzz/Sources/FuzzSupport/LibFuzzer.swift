@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

/// Hands control to libFuzzer, which calls `test` with each input; a fuzz target's entry point
/// (`<Target>_main`, the name SwiftPM links an executable's entry point under) calls this.
public func runLibFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ test: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments, test)
}
