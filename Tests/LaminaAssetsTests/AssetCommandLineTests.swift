import Foundation
import Testing
@testable import LaminaAssets

/// lamina-assets' arguments: what each option sets, and a clear refusal of bad ones.
@Suite struct AssetCommandLineTests {
    @Test func noArgumentsDrawEverythingIntoTheDefaultFolder() throws {
        let options = try AssetCommandLine([])
        #expect(options.out == nil && options.sheet == nil && !options.list && !options.help)
        #expect(options.pictures.map(\.name) == AssetCatalog.pictures.map(\.name))
    }

    @Test func optionsSetTheirFields() throws {
        let options = try AssetCommandLine(["--out", "/tmp/a", "--sheet", "/tmp/s", "--only", "Photo3,Avatar1", "--list"])
        #expect(options.out == URL(fileURLWithPath: "/tmp/a"))
        #expect(options.sheet == URL(fileURLWithPath: "/tmp/s"))
        #expect(options.list)
        #expect(options.pictures.map(\.name) == ["Photo3", "Avatar1"], "catalog order: photos before avatars")
        #expect(try AssetCommandLine(["-h"]).help)
    }

    @Test func badArgumentsAreRefusedWithTheUsage() {
        for (arguments, reason) in [(["--bogus"], "unknown argument --bogus"), (["--out"], "--out needs a value"),
                                    (["--only", "--list"], "--only needs a value")] {
            #expect(throws: AssetError.badArgument(reason)) { try AssetCommandLine(arguments) }
            #expect(AssetError.badArgument(reason).description.contains("usage: lamina-assets"))
        }
        #expect(throws: AssetError.unknownPicture("Photo9")) { try AssetCommandLine(["--only", "Photo1,Photo9"]) }
    }
}
