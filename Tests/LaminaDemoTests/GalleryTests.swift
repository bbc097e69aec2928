import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 17: the list of every scene; a click marks a row (and, in the window, opens
/// that scene through `onOpen`).
@Suite("Scene 17: gallery")
struct GalleryTests {
    @Test("a row per scene, numbered 1…18 with SCENES.md's titles; a click marks the row and asks to open its scene")
    func list() throws {
        #expect(DemoScenes.all.map { $0.number } == Array(1...18))
        let run = try cpuRun(GalleryScene.self)   // clicks on the rows of 4 (0.5 s), 8 (1.2 s) and 14 (2 s)
        defer { run.finish() }
        let gallery = run.scene as! GalleryScene
        var opened: [Int] = []
        gallery.onOpen = { opened.append($0) }
        #expect(gallery.rows.map(\.number) == Array(1...18))
        #expect(gallery.rows.map { $0.label.string as? String } == DemoScenes.all.map { "\($0.number). \($0.title)" })
        let unmarked = rgb(GalleryScene.rowColor), marked = rgb(GalleryScene.markedColor)
        let first = try run.frame(at: 0)
        // Row k (0-based) of a column starts 96 + 52·k pt down; scene 8 is row 7 of the first.
        #expect(close(color(first, 40 + 300, 96 + 52 * 7 + 30), unmarked))
        // Rows change colour implicitly (0.25 s): look 0.3 s after each click.
        let at8 = try run.frame(at: 1.5)
        #expect(gallery.marked == 8)
        #expect(close(color(at8, 40 + 300, 96 + 52 * 7 + 30), marked))
        #expect(close(color(at8, 40 + 300, 96 + 52 * 3 + 30), unmarked))        // scene 4, marked before
        let at14 = try run.frame(at: 2.3)
        // Scene 14 is the 14th row: the second column's fifth.
        #expect(close(color(at14, 410 + 300, 96 + 52 * 4 + 30), marked))
        #expect(opened == [4, 8, 14])
        #expect(gallery.handle(.pointerDown(CGPoint(x: 20, y: 20))) == false)   // not on a row
    }
}
