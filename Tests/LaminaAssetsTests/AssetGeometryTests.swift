import Foundation
import Testing
@testable import LaminaAssets
@testable import LaminaRaster

/// Sizes and transparency the scenes rely on, from the seeds' numbers: the sprite
/// sheets are twelve 40×46 pt cells at @2x, the avatars are discs of 50 pt, the explosion
/// grows then fades, the photos are opaque.
@Suite struct AssetGeometryTests {
    typealias S = AssetTestSupport

    @Test func everyFileIsTwicePointSize() throws {
        for picture in AssetCatalog.pictures {
            let image = try S.image(picture.name)
            #expect(image.width == Int(picture.pointSize.width) * 2 && image.height == Int(picture.pointSize.height) * 2,
                    "\(picture.name) is \(image.width)×\(image.height)")
        }
    }

    @Test func spriteSheetsAreTwelveCellsOfFortyByFortySixPoints() throws {
        for name in ["LuckyAstrology", "LuckyAstrologyPressed"] {
            let sheet = try S.image(name)
            #expect(sheet.width == 12 * 40 * 2, "\(name): 12 cells of 40 pt at @2x")
            #expect(sheet.height == 46 * 2)
        }
        let button = try S.image("LuckyRototeSelected")
        #expect(button.width == 68 * 2 && button.height == 143 * 2, "the selection background fills a 68×143 pt button")
    }

    @Test func eachCellHoldsItsOwnSignCentredInIt() throws {
        let normal = try S.image("LuckyAstrology"), pressed = try S.image("LuckyAstrologyPressed")
        let cell = 80
        var cells: [[UInt8]] = []
        for i in 0..<12 {
            let columns = (i * cell)..<((i + 1) * cell)
            for sheet in [normal, pressed] {
                #expect(S.coverage(sheet, columns: columns) > Double(cell * 92) / 4, "cell \(i) is nearly empty")
                #expect(abs(S.alphaCentroidX(sheet, columns: columns) - (Double(i) + 0.5) * Double(cell)) < 2,
                        "cell \(i)'s picture is not centred in its cell")
                #expect(S.alpha(sheet, i * cell, 0) == 0 && S.alpha(sheet, i * cell, 91) == 0,
                        "cell \(i)'s corners are not clear")
            }
            #expect(S.bytes(normal, columns: columns) != S.bytes(pressed, columns: columns),
                    "cell \(i): pressed looks like normal")
            cells.append(S.bytes(normal, columns: columns))
        }
        #expect(Set(cells).count == 12, "two signs are drawn alike")
    }

    @Test(arguments: Avatar.allCases.map(\.fileName))
    func avatarsAreOpaqueDiscsOnTransparency(_ name: String) throws {
        let image = try S.image(name)
        let radius = 25.0 * 2, center = Double(image.width) / 2
        var outsideCovered = 0, insideOpen = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let d = hypot(Double(x) + 0.5 - center, Double(y) + 0.5 - center)
                let a = S.alpha(image, x, y)
                if d > radius + 0.75 && a != 0 { outsideCovered += 1 }
                if d < radius - 0.75 && a != 255 { insideOpen += 1 }
            }
        }
        #expect(outsideCovered == 0, "\(name): \(outsideCovered) pixels painted outside the 50 pt disc")
        #expect(insideOpen == 0, "\(name): \(insideOpen) pixels not opaque inside the disc")
    }

    @Test func avatarsAreDistinct() throws {
        let images = try Avatar.allCases.map { try S.image($0.fileName) }
        let contents = images.map { S.bytes($0, columns: 0..<$0.width) }
        #expect(Set(contents).count == Avatar.allCases.count)
    }

    @Test func explosionCoverageGrowsThenFadesWhileTheBurstSpreads() throws {
        let frames = try (1...8).map { try S.image("Explosion\($0)") }
        let coverage = frames.map { S.coverage($0) }
        let peak = coverage.indices.max { coverage[$0] < coverage[$1] }!
        #expect((2...5).contains(peak), "coverage peaks at frame \(peak + 1): \(coverage)")
        for i in 0..<peak { #expect(coverage[i] < coverage[i + 1],
                                    "frame \(i + 2) covers less than frame \(i + 1): \(coverage)") }
        for i in peak..<7 { #expect(coverage[i] > coverage[i + 1],
                                    "frame \(i + 2) covers more than frame \(i + 1): \(coverage)") }
        #expect(coverage[7] < coverage[peak] / 3, "the last frame has not faded: \(coverage)")
        let reach = frames.map { frame in
            var farthest = 0.0
            for y in 0..<frame.height {
                for x in 0..<frame.width where S.alpha(frame, x, y) > 8 {
                    farthest = max(farthest, hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50))
                }
            }
            return farthest
        }
        // Fading frames lose their faintest rim under the threshold: allow 1 pt (2 px) back.
        for i in 0..<7 { #expect(reach[i] <= reach[i + 1] + 2, "the burst shrinks at frame \(i + 2): \(reach)") }
        #expect(reach[0] < 30 && reach[4] > 40, "the burst does not spread: \(reach)")
    }

    @Test(arguments: (1...7).map { "Photo\($0)" })
    func photosAreOpaqueAndShareOneSize(_ name: String) throws {
        let image = try S.image(name)
        #expect(image.width == 600 && image.height == 400)
        #expect(S.coverage(image) == Double(600 * 400), "\(name) has transparent pixels")
    }

    @Test func photosAreClearlyDifferent() throws {
        let photos = try (1...7).map { try S.image("Photo\($0)") }
        for i in 0..<7 {
            for j in (i + 1)..<7 {
                let difference = try #require(ImageComparison.compare(photos[i], photos[j]))
                // PSNR below 20 dB: a root-mean-square difference above a tenth of full scale.
                #expect(difference.psnr < 20, "Photo\(i + 1) and Photo\(j + 1) look alike (PSNR \(difference.psnr) dB)")
            }
        }
    }

    /// Button i points at −90° + 30°·i (y down); sector borders, the gold spokes, lie
    /// half-way between buttons, and the middle of each sector is violet.
    @Test func wheelSpokesLieBetweenTheButtons() throws {
        let wheel = try S.image("LuckyRotateWheel")
        let center = 286.0, radius = 100.0 * 2
        for i in 0..<12 {
            for (offset, isSpoke) in [(15.0, true), (0.0, false)] {
                let angle = (-90 + 30 * Double(i) + offset) * .pi / 180
                let p = wheel.pixels.pixel(x: Int(center + radius * cos(angle)), y: Int(center + radius * sin(angle)))
                if isSpoke {
                    #expect(p.r > 150 && p.g > 100 && p.b < 120, "no gold spoke after button \(i): \(p)")
                } else {
                    #expect(p.b > p.g && p.r < 200, "button \(i)'s sector is not violet: \(p)")
                }
            }
        }
    }

    @Test func wheelDiscsAreRoundAndTheSelectionIsAWedgeFromTheCentre() throws {
        for (name, diameter) in [("LuckyRotateWheel", 572.0), ("LuckyBaseBackground", 640.0)] {
            let image = try S.image(name)
            let c = diameter / 2
            #expect(S.alpha(image, 0, 0) == 0 && S.alpha(image, image.width - 1, image.height - 1) == 0,
                    "\(name): corners painted")
            #expect(S.alpha(image, Int(c), 2) == 255 && S.alpha(image, Int(c), Int(c)) == 255,
                    "\(name): not an opaque disc")
        }
        let wedge = try S.image("LuckyRototeSelected")
        #expect(S.alpha(wedge, 68, 285) == 0, "the wedge starts 40 pt from the wheel's centre")
        #expect(S.alpha(wedge, 68, 6) > 200, "the wedge reaches the rim")
        #expect(S.alpha(wedge, 2, 140) == 0 && S.alpha(wedge, 133, 140) == 0, "the wedge narrows towards the centre")
    }
}
