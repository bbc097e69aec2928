import Foundation
import Testing
@testable import LaminaHost

/// The rules of a window's renderer choice, without a display: the contexts tried, what
/// counts as a software rasterizer, the backend each context and driver get, the
/// environment override, and the names shown.
@Suite struct RenderingBackendChoiceTests {
    @Test func theContextsTriedFollowTheBackendAskedFor() {
        #expect(RenderingBackendChoice.contextsToTry(for: .openGL) == [.core33])
        #expect(RenderingBackendChoice.contextsToTry(for: .automatic) == [.core33, .compatibility21, .es2])
        #expect(RenderingBackendChoice.contextsToTry(for: .cpu) == [.compatibility21, .es2, .core33])
    }

    @Test func mesasSoftwareRasterizersAreRecognized() {
        #expect(RenderingBackendChoice.isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(RenderingBackendChoice.isSoftwareRasterizer("softpipe"))
        #expect(RenderingBackendChoice.isSoftwareRasterizer("Software Rasterizer"))
        #expect(!RenderingBackendChoice.isSoftwareRasterizer("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
        #expect(!RenderingBackendChoice.isSoftwareRasterizer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"))
    }

    @Test func automaticTakesOpenGLOnlyOnAGPUsCoreContext() {
        let gpu = "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"
        #expect(RenderingBackendChoice(requested: .automatic, context: .core33, glRenderer: gpu).backend == .openGL)
        #expect(RenderingBackendChoice(requested: .automatic, context: .core33, glRenderer: "llvmpipe (LLVM 15)").backend == .cpu)
        #expect(RenderingBackendChoice(requested: .automatic, context: .compatibility21, glRenderer: gpu).backend == .cpu)
        #expect(RenderingBackendChoice(requested: .automatic, context: .es2, glRenderer: gpu).backend == .cpu)
        #expect(RenderingBackendChoice(requested: .openGL, context: .core33, glRenderer: "llvmpipe").backend == .openGL)
        #expect(RenderingBackendChoice(requested: .cpu, context: .core33, glRenderer: gpu).backend == .cpu)
    }

    @Test func LAMINA_BACKENDDecidesOnlyForAutomatic() {
        #expect(RenderingBackendChoice.requested(.automatic, environment: ["LAMINA_BACKEND": "cpu"]) == (.cpu, true))
        #expect(RenderingBackendChoice.requested(.automatic, environment: ["LAMINA_BACKEND": "GL"]) == (.openGL, true))
        #expect(RenderingBackendChoice.requested(.automatic, environment: ["LAMINA_BACKEND": "auto"]) == (.automatic, true))
        #expect(RenderingBackendChoice.requested(.automatic, environment: [:]) == (.automatic, false))
        #expect(RenderingBackendChoice.requested(.openGL, environment: ["LAMINA_BACKEND": "cpu"]) == (.openGL, false))
        #expect(RenderingBackendChoice.requested(.automatic, environment: ["LAMINA_BACKEND": "vulkan"]) == (.automatic, false))
    }

    @Test func theOverlayNamesTheBackendAndTheDriverShortly() {
        let cpu = RenderingBackendChoice(requested: .automatic, context: .core33, glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")
        #expect(cpu.overlayText == "CPU · llvmpipe")
        let gl = RenderingBackendChoice(requested: .openGL, context: .core33, glRenderer: "NVIDIA GeForce RTX 3060/PCIe/SSE2")
        #expect(gl.overlayText == "GL · NVIDIA GeForce RTX 3060")
        #expect(RenderingBackendChoice.shortName("A very long renderer name indeed, far too long") == "A very long renderer nam")
        #expect(RenderingBackendChoice.shortName("") == "?")
    }

    @Test func theOverlayShowsItsBackendLabel() {
        let overlay = FPSOverlay()
        overlay.backendName = "CPU · llvmpipe"
        #expect(overlay.backend.string as? String == "CPU · llvmpipe")
        #expect(overlay.backend.superlayer === overlay.layer)
        // Right of the frame rate's text, inside the panel.
        #expect(overlay.backend.frame.maxX <= FPSOverlay.size.width && overlay.backend.frame.minY >= 0)
    }
}
