import CEpoxy
import Foundation

// The backend's GLSL programs, compiled from the embedded `Shaders/` files once per
// context, and the uniform locations replay sets per draw. Texture units: 0 the instance
// records, 1 the clip regions, 2–4 the program's own (see each shader's head).

/// A compiled program and its per-draw uniforms.
struct BackendProgram {
    let program: ShaderProgram
    let instanceBase: GLint
    let target: GLint
}

/// Every program of the backend.
final class ProgramLibrary {
    private(set) var programs: [BackendProgram] = []

    /// Compiles every program (the context current). Throws the first `ShaderError`.
    init() throws {
        let common = ShaderSource.embedded("commonGlsl")
        let plane = ShaderSource.embedded("planeVert")
        let rect = ShaderSource.embedded("pixelRectVert")
        for kind in ProgramKind.allCases {
            let stride = ["STRIDE": String(kind.stride)]
            let program: ShaderProgram
            let samplers: [String: Int]
            switch kind {
            case .layer:
                program = try ShaderProgram(name: "layer", vertex: [common, plane],
                                            fragment: [common, .embedded("layerFrag")], defines: stride)
                samplers = [:]
            case .contents:
                program = try ShaderProgram(name: "contents", vertex: [common, plane],
                                            fragment: [common, .embedded("layerFrag")],
                                            defines: stride.merging(["CONTENTS": "1"]) { a, _ in a })
                samplers = ["uImage": 2]
            case .gradient:
                program = try ShaderProgram(name: "gradient", vertex: [common, plane],
                                            fragment: [common, .embedded("gradientFrag")], defines: stride)
                samplers = ["uRamps": 2]
            case .shapeMask:
                program = try ShaderProgram(name: "shapeMask", vertex: [common, rect],
                                            fragment: [common, .embedded("shapeMaskFrag")], defines: stride)
                samplers = ["uMasks": 2]
            case .composite:
                program = try ShaderProgram(name: "composite", vertex: [common, rect],
                                            fragment: [common, .embedded("compositeFrag")], defines: stride)
                samplers = ["uContent": 2, "uMask": 3, "uShadow": 4]
            case .blur:
                program = try ShaderProgram(name: "blur", vertex: [common, rect],
                                            fragment: [common, .embedded("blurFrag")], defines: stride)
                samplers = ["uSource": 2, "uKernel": 3]
            }
            program.bindSamplers(samplers.merging(["uInstances": 0, "uClips": 1]) { a, _ in a })
            programs.append(BackendProgram(program: program, instanceBase: program.location("uInstanceBase"),
                                           target: program.location("uTarget")))
        }
    }

    subscript(kind: ProgramKind) -> BackendProgram { programs[kind.rawValue] }

    func deleteAll() {
        for p in programs { p.program.delete() }
        programs.removeAll()
    }
}
