import Testing
@testable import LaminaHost

@Suite struct HostModuleTests {
    @Test func moduleReexportsTheEngine() {
        #expect(CALayer().opacity == 1)
    }
}
