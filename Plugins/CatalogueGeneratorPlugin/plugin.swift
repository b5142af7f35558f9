import Foundation
import PackagePlugin

/// Compiles the message catalogues (`Catalogues/*.yaml`, one file per language, edited by
/// translators) into StudyModel as Swift, at every build where a file changed. The binary then
/// needs no resource files at run time, and a key missing from a file fails the build.
@main
struct CatalogueGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Catalogues")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL
        let generated =
            files.map {
                output.appendingPathComponent("Catalogue+\($0.deletingPathExtension().lastPathComponent).swift")
            }
            + [output.appendingPathComponent("TextCatalogue+Languages.swift")]
        return [
            .buildCommand(
                displayName: "Compiling the text catalogues in Catalogues/",
                executable: try context.tool(named: "CatalogueGenerator").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: generated)
        ]
    }
}
