import Foundation

// Turns the catalogue files (`Catalogues/*.yaml`, one per language) into Swift for
// StudyModel at build time, so the `study` binary carries every language in itself.
// Run by the CatalogueGeneratorPlugin: `CatalogueGenerator <output folder> <file.yaml>…`.
// Any problem in a file is printed as `file:line: error: …` and stops the build.

let arguments = CommandLine.arguments.dropFirst()
guard let outputFolder = arguments.first else {
    FileHandle.standardError.write(Data("usage: CatalogueGenerator <output folder> <catalogue.yaml>…\n".utf8))
    exit(2)
}

do {
    let files = try arguments.dropFirst().map { try CatalogueFile(path: $0) }
    guard let english = files.first(where: { $0.language == "en" }) else {
        throw CatalogueProblem(path: "Catalogues", line: 1, message: "the English catalogue (en.yaml) is missing")
    }
    let problems = files.flatMap { CatalogueCheck.problems(of: $0, against: english) }
    guard problems.isEmpty else {
        for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        exit(1)
    }
    for file in files {
        let stem = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        guard stem == file.language else {
            throw CatalogueProblem(
                path: file.path, line: 1, message: "'language: \(file.language)' in a file named \(stem).yaml")
        }
        let url = URL(fileURLWithPath: outputFolder).appendingPathComponent("Catalogue+\(stem).swift")
        try SwiftEmitter.source(for: file).write(to: url, atomically: true, encoding: .utf8)
    }
    let index = URL(fileURLWithPath: outputFolder).appendingPathComponent("TextCatalogue+Languages.swift")
    try SwiftEmitter.index(of: files).write(to: index, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
