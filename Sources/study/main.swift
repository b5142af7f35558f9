// The `study` executable: everything it does lives in the StudyRunner library, so tests
// import that library and never an executable target.
import StudyRunner

StudyProgram.main()
