import CEpoxy
import Foundation

// GLSL programs from the embedded `Shaders/` files. A program's vertex and fragment stages
// are each a list of files (shared `common.glsl` first, the stage's own file last); the
// loader passes them to the driver as separate source strings behind one `#version 330
// core` line, each opened with a `#line` that numbers file N's lines from N · 100,000, so
// whatever the driver's log reports, the error names the file and its own line. A file's own `#version` line is kept as a
// comment so its line numbers do not move.

/// A GLSL source file: its name (for errors) and its text.
package struct ShaderSource: Sendable {
    package var file: String
    package var text: String

    package init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// The embedded shader called `name` (`EmbeddedShaders`' name: "layerFrag").
    package static func embedded(_ name: String) -> ShaderSource {
        guard let entry = EmbeddedShaders.sources[name] else {
            return ShaderSource(file: name, text: "#error missing embedded shader \(name)\n")
        }
        if GLFaults.active.shaderLinkError == entry.file {
            // LAMINA_FAULT=shader-link-error=FILE (a file both stages include): a uniform
            // of one name and two types, which only the link sees.
            let clash = "\n#ifdef LAMINA_VERTEX\nuniform float uLaminaLinkFault;\n#else\nuniform int uLaminaLinkFault;\n#endif\n"
            return ShaderSource(file: entry.file, text: entry.text + clash)
        }
        if let fault = GLFaults.active.shaderError, fault.file == entry.file {
            // LAMINA_FAULT=shader-error=FILE:LINE: an error line inserted at LINE.
            var lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.insert("#error fault injected by LAMINA_FAULT=shader-error", at: min(max(fault.line - 1, 0), lines.count))
            return ShaderSource(file: entry.file, text: lines.joined(separator: "\n"))
        }
        return ShaderSource(file: entry.file, text: entry.text)
    }
}

/// Why a program could not be built.
package struct ShaderError: Error, CustomStringConvertible {
    /// The program's name.
    package var program: String
    /// "vertex", "fragment" or "link".
    package var stage: String
    /// The file and line the driver's first error points at, when it says.
    package var file: String?
    package var line: Int?
    /// The driver's log, with source string numbers replaced by file names.
    package var log: String

    package var description: String {
        let place = file.map { f in line.map { "\(f):\($0)" } ?? f } ?? "?"
        return "shader program \(program): \(stage) stage failed at \(place):\n\(log)"
    }
}

/// A linked GLSL program and its uniform locations.
package final class ShaderProgram {
    package let name: String
    package let program: GLuint
    private var locations: [String: GLint] = [:]

    /// Compiles and links `vertex` and `fragment` (each a list of files, compiled in
    /// order) with `defines` (`#define NAME VALUE` lines before every file). The context
    /// must be current.
    /// `extensions`: GLSL extensions enabled (`#extension NAME : require`) before them.
    package init(name: String, vertex: [ShaderSource], fragment: [ShaderSource], defines: [String: String] = [:],
                 extensions: [String] = []) throws {
        self.name = name
        let vs = try Self.compile(GL_VERTEX_SHADER, "vertex", vertex, defines: defines, extensions: extensions,
                                  program: name)
        let fs: GLuint
        do {
            fs = try Self.compile(GL_FRAGMENT_SHADER, "fragment", fragment, defines: defines, extensions: extensions,
                                  program: name)
        } catch {
            glDeleteShader(vs)
            throw error
        }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        glDeleteShader(vs)
        glDeleteShader(fs)
        guard glGetProgramiv(program, GL_LINK_STATUS) != 0 else {
            let log = glGetProgramInfoLog(program)
            glDeleteProgram(program)
            // A link error has no line; it names the stages' files.
            let files = (vertex + fragment).map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            throw ShaderError(program: name, stage: "link", file: files.joined(separator: " + "), line: nil, log: log)
        }
        self.program = program
    }

    deinit {
        // Programs belong to a context that may be gone; the owner deletes them with
        // `delete()` while it is current.
    }

    /// Deletes the program (its context must be current).
    package func delete() {
        glDeleteProgram(program)
    }

    /// The location of uniform `name` (looked up once).
    package func location(_ uniform: String) -> GLint {
        if let known = locations[uniform] { return known }
        let location = glGetUniformLocation(program, uniform)
        locations[uniform] = location
        return location
    }

    /// Binds sampler uniforms to texture units (once, after linking).
    package func bindSamplers(_ units: [String: Int]) {
        glUseProgram(program)
        for (uniform, unit) in units {
            let location = location(uniform)
            if location >= 0 { glUniform1i(location, unit) }
        }
    }

    private static func compile(_ type: Int32, _ stage: String, _ files: [ShaderSource], defines: [String: String],
                                extensions: [String], program: String) throws -> GLuint {
        let stageDefine = type == GL_VERTEX_SHADER ? "LAMINA_VERTEX" : "LAMINA_FRAGMENT"
        var strings = ["#version 330 core\n" + extensions.map { "#extension \($0) : require\n" }.joined()
            + "#define \(stageDefine) 1\n"
            + defines.keys.sorted().map { "#define \($0) \(defines[$0]!)\n" }.joined()]
        for (index, file) in files.enumerated() {
            var text = file.text
            if text.hasPrefix("#version") { text = "// " + text }
            strings.append("#line \((index + 1) * Self.linesPerFile + 1) \(index + 1)\n" + text + "\n")
        }
        let shader = glCreateShader(type)
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        let constant = pointers.map { UnsafePointer<CChar>($0) }
        constant.withUnsafeBufferPointer { glShaderSource(shader, $0.count, $0.baseAddress!, nil) }
        glCompileShader(shader)
        guard glGetShaderiv(shader, GL_COMPILE_STATUS) != 0 else {
            let raw = glGetShaderInfoLog(shader)
            glDeleteShader(shader)
            let names = [""] + files.map(\.file)
            let (log, file, line) = Self.annotate(raw, names: names)
            throw ShaderError(program: program, stage: stage, file: file, line: line, log: log)
        }
        return shader
    }

    /// File k's lines are numbered from k · linesPerFile + 1 (drivers do not all report
    /// the source string number `#line` sets, but all report its line).
    static let linesPerFile = 100_000

    /// The log with "N:L(C)" (Mesa) or "N(L)" (NVIDIA) turned into "file:line", and the
    /// first such place.
    static func annotate(_ log: String, names: [String]) -> (String, String?, Int?) {
        var first: (String, Int)?
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = String(raw)
            let patterns = [#"^\s*(\d+):(\d+)\((\d+)\)"#, #"^\s*(\d+)\((\d+)\)"#, #"^\s*ERROR:\s*(\d+):(\d+)"#]
            for pattern in patterns {
                guard let regex = try? NSRegularExpression(pattern: pattern),
                      let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                      let fileRange = Range(match.range(at: 1), in: line), let lineRange = Range(match.range(at: 2), in: line),
                      var index = Int(line[fileRange]), var number = Int(line[lineRange]) else { continue }
                if number > linesPerFile {
                    index = number / linesPerFile
                    number %= linesPerFile
                }
                let file = index >= 0 && index < names.count ? names[index] : "source \(index)"
                if first == nil { first = (file, number) }
                guard let whole = Range(match.range, in: line) else { return line }
                return "\(file):\(number)" + line[whole.upperBound...]
            }
            return line
        }
        return (lines.joined(separator: "\n"), first?.0, first?.1)
    }
}
