import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A study written only in Spanish (Tests/Fixtures/studies/bienestar.study), run in plain
/// mode with the answers in Tests/Fixtures/answers/bienestar.es.txt: every runner text on the
/// way (progress, consent, buttons, yes/no, prompts, leaving) is the Spanish catalogue's, and
/// the command words are typed in Spanish, without their accents (`atras`, `si`) as well as
/// with them (`sí`).
final class SpanishJourneyTests: XCTestCase {
    private func journey() throws -> (JourneyHarness, StudyRun) {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("bienestar.es.txt")
        let study = StudyBinary.root.appendingPathComponent("Tests/Fixtures/studies/bienestar.study").path
        let run = try JourneyHarness.run(
            ["run", study, "--plain", "--output", harness.outputPath], input: answers.text)
        return (harness, run)
    }

    func testTheRunnerSpeaksSpanishAllTheWay() throws {
        let (_, run) = try journey()
        XCTAssertEqual(run.status, 0, run.stderr)
        let expected = [
            "  1. Participar en el estudio", "  2. Ya participo en el estudio", "Su código de participante",
            "Consentimiento, parte 1 de 4", "(más información, atrás, salir) > ", "Revise el consentimiento",
            "¿Acepta participar?", "  1. Acepto", "  2. No acepto", "Su nombre completo",
            "Escriba de nuevo su nombre como firma", "Permiso 1 de 1", "  1. Permitir", "  2. No permitir",
            "Sus tareas", "pendiente · 2 min", "4 preguntas, unos 2 minutos.",
            "Pregunta 1 de 4, quedan aproximadamente 2 min", "Pregunta 3 de 4, queda aproximadamente 1 min",
            "  1. Sí", "  2. No", "(escriba 1-2, ayuda, salir) > ", "un número entero de 0 a 24",
            "(atrás, omitir, ayuda, salir) > ", "Cuestionario completado",
            "Sus respuestas están guardadas. Ejecute el mismo comando para continuar.",
            "Para continuar más tarde, ejecute: study run ",
        ]
        for text in expected { XCTAssertTrue(run.stdout.contains(text), "missing: \(text)\n\(run.stdout)") }
        for english in ["Question ", "I agree", "Allow", "Yes", "skip", "back", "Your answers are saved"] {
            XCTAssertFalse(run.stdout.contains(english), "English '\(english)' shown:\n\(run.stdout)")
        }
    }

    func testSpanishCommandWordsAnswerSkipAndGoBack() throws {
        let (harness, run) = try journey()
        XCTAssertEqual(run.status, 0, run.stderr)
        // `atras` on question 3 went back: question 2 was shown twice.
        XCTAssertEqual(JourneyTranscript.count(of: "Pregunta 2 de 4", in: run.stdout), 2, run.stdout)
        let participant = try harness.onlyParticipant(of: "bienestar")
        let diary = try participant.task("diario-1")
        XCTAssertEqual(jsonBool(diary.answer("durmio_bien")?["value"]), true, "`si` is yes")
        XCTAssertEqual(diary.outcome("horas")?["status"] as? String, "skipped", "`omitir` skips")
        XCTAssertEqual(diary.answer("animo")?["value"] as? String, "regular")
        XCTAssertEqual(jsonBool(diary.answer("cafe")?["value"]), true, "`sí` is yes")
        XCTAssertEqual(diary.object["language"] as? String, "es")
    }
}
