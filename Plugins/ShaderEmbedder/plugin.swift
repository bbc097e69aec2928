import Foundation
import PackagePlugin

/// Embeds the package's top-level `Shaders/` GLSL files into the target as generated
/// Swift (`EmbeddedShaders`), rebuilt whenever a shader changes.
@main
struct ShaderEmbedder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let shaders = context.package.directoryURL.appendingPathComponent("Shaders")
        let files = (try? FileManager.default.contentsOfDirectory(at: shaders, includingPropertiesForKeys: nil)) ?? []
        let glsl = files.filter { ["vert", "frag", "glsl"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedShaders.swift")
        return [.buildCommand(
            displayName: "Embedding \(glsl.count) shaders",
            executable: try context.tool(named: "shader-embedder").url,
            arguments: [output.path] + glsl.map(\.path),
            inputFiles: glsl,
            outputFiles: [output])]
    }
}
