import Testing
@testable import LaminaRaster

@Suite struct LaminaRasterModuleTests {
    @Test func moduleReexportsLamina() {
        #expect(CALayer().opacity == 1)
    }
}
