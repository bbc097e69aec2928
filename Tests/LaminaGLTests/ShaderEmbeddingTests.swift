import Testing
@testable import LaminaGL

@Suite struct ShaderEmbeddingTests {
    @Test func shadersAreEmbeddedWithTheirFileNames() {
        #expect(!EmbeddedShaders.sources.isEmpty)
        #expect(EmbeddedShaders.sources.values.allSatisfy { $0.text.hasPrefix("#version 330 core") })
    }
}
