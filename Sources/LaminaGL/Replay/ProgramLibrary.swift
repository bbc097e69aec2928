import CEpoxy
import Foundation

// The backend's GLSL programs, compiled from the embedded `Shaders/` files once per
// context, each variant when a frame first needs it: per kind, with or without clip
// chains (CLIPPED), and for plane items the INTERIOR variant; contents minified through
// mip levels have a kind of their own (MIPMAPPED). A software rasterizer runs
// every instruction of a shader whether a branch is taken or not, so what an item does
// not need is compiled out rather than branched around. Texture units: 0 the instance
// records, 1 the clip regions, 2–4 the program's own (see each shader's head).

/// Which program draws a batch.
struct ProgramVariant: Hashable {
    var kind: ProgramKind
    var clipped: Bool
    var interior = false
    /// Draws what it covers in `uBatchTint` (the batch visualisation's second pass).
    var batchTint = false
}

/// A compiled program and its per-draw uniforms.
struct BackendProgram {
    let program: ShaderProgram
    let instanceBase: GLint
    let target: GLint
    /// plane.vert's uSegments (−1 for programs without it).
    let segments: GLint
    /// The batch visualisation's colour (−1 but in `batchTint` variants).
    let batchTint: GLint

    init(_ program: ShaderProgram) {
        self.program = program
        instanceBase = program.location("uInstanceBase")
        target = program.location("uTarget")
        segments = program.location("uSegments")
        batchTint = program.location("uBatchTint")
    }
}

/// Every program of the backend, compiled on first use.
final class ProgramLibrary {
    private var programs: [ProgramVariant: BackendProgram] = [:]
    private var failures: Set<ProgramVariant> = []
    /// The first program that did not compile or link (the backend then falls back).
    private(set) var firstFailure: (any Error)?
    /// Whether each failure is reported as a diagnostic (false where the backend reports
    /// its fallback itself, once).
    var reportsFailures = true
    /// Variants compiled so far (their slots in per-frame tables).
    private(set) var slots: [ProgramVariant: Int] = [:]

    /// The program of `variant`, compiled now if new (the context current); nil, with a
    /// diagnostic the first time, when it does not compile.
    func program(_ variant: ProgramVariant) -> BackendProgram? {
        if let known = programs[variant] { return known }
        guard !failures.contains(variant) else { return nil }
        do {
            let made = try Self.compile(variant)
            programs[variant] = made
            slots[variant] = slots.count
            return made
        } catch {
            failures.insert(variant)
            if firstFailure == nil { firstFailure = error }
            if reportsFailures { LaminaDiagnostics.report(.invalidArgument, "GLBackend: \(error)") }
            return nil
        }
    }

    /// Compiles every variant (tests); throws the first error.
    func compileAll() throws {
        for kind in ProgramKind.allCases {
            for clipped in [false, true] {
                for interior in kind.isPlane ? [false, true] : [false] {
                    let variant = ProgramVariant(kind: kind, clipped: clipped, interior: interior)
                    if programs[variant] == nil {
                        programs[variant] = try Self.compile(variant)
                        slots[variant] = slots.count
                    }
                }
            }
        }
    }

    /// Variants compiled.
    var count: Int { programs.count }

    private static func compile(_ variant: ProgramVariant) throws -> BackendProgram {
        let common = ShaderSource.embedded("commonGlsl")
        let plane = ShaderSource.embedded("planeVert")
        let rect = ShaderSource.embedded("pixelRectVert")
        var defines = ["STRIDE": String(variant.kind.stride)]
        if variant.clipped { defines["CLIPPED"] = "1" }
        if variant.interior { defines["INTERIOR"] = "1" }
        if variant.batchTint { defines["BATCH_TINT"] = "1" }
        let vertex: ShaderSource, fragment: ShaderSource
        let samplers: [String: Int]
        switch variant.kind {
        case .layer:
            (vertex, fragment, samplers) = (plane, .embedded("layerFrag"), [:])
        case .instancedLayer:
            (vertex, fragment, samplers) = (.embedded("instancedPlaneVert"), .embedded("layerFrag"), ["uTracks": 2])
        case .instancedContents:
            defines["CONTENTS"] = "1"
            (vertex, fragment, samplers) = (.embedded("instancedPlaneVert"), .embedded("layerFrag"),
                                            ["uImage": 2, "uTracks": 3])
        case .instancedGradient:
            defines["GRADIENT"] = "1"
            (vertex, fragment, samplers) = (.embedded("instancedPlaneVert"), .embedded("gradientFrag"),
                                            ["uRamps": 2, "uTracks": 3])
        case .contents, .mipmappedContents:
            defines["CONTENTS"] = "1"
            if variant.kind == .mipmappedContents { defines["MIPMAPPED"] = "1" }
            (vertex, fragment, samplers) = (plane, .embedded("layerFrag"), ["uImage": 2])
        case .gradient:
            (vertex, fragment, samplers) = (plane, .embedded("gradientFrag"), ["uRamps": 2])
        case .shapeMask:
            (vertex, fragment, samplers) = (rect, .embedded("shapeMaskFrag"), ["uMasks": 2])
        case .composite:
            (vertex, fragment, samplers) = (rect, .embedded("compositeFrag"), ["uContent": 2, "uMask": 3, "uShadow": 4])
        case .blur:
            (vertex, fragment, samplers) = (rect, .embedded("blurFrag"), ["uSource": 2, "uKernel": 3])
        case .mesh:
            (vertex, fragment, samplers) = (.embedded("meshVert"), .embedded("meshFrag"), ["uContent": 2])
        case .particles:
            (vertex, fragment, samplers) = (.embedded("particleVert"), .embedded("particleFrag"), ["uImage": 2])
        }
        var extensions: [String] = []
        if [.instancedLayer, .instancedContents, .instancedGradient].contains(variant.kind), glHasExactShaderDoubles() {
            // Late copies' times, and copies' contents and gradient tints, in double precision
            // (else such runs are expanded).
            extensions = exactShaderDoubleExtensions
            defines["EXACT_DOUBLES"] = "1"
        }
        let name = "\(variant.kind)" + (variant.clipped ? "Clipped" : "") + (variant.interior ? "Interior" : "")
            + (variant.batchTint ? "BatchTint" : "")
        let program = try ShaderProgram(name: name, vertex: [common, vertex], fragment: [common, fragment], defines: defines,
                                        extensions: extensions)
        program.bindSamplers(samplers.merging(["uInstances": 0, "uClips": 1]) { a, _ in a })
        return BackendProgram(program)
    }

    func deleteAll() {
        for p in programs.values { p.program.delete() }
        programs.removeAll()
        slots.removeAll()
    }
}
