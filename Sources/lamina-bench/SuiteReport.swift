import Foundation

/// A suite's results: its rows and its headline figures.
struct SuiteReport {
    let name: String
    let rows: [BenchmarkResult]
    /// Named figures (for example `engine_ns_per_layer_frame`).
    let figures: [String: Double]
    /// Named groups of figures (for example `"cpu_ms"` → `{"layers1k": …}`).
    var groups: [String: [String: Double]] = [:]
    /// Measured values that are not times (a soak's memory growth, per scene and backend).
    var values: [ValueRow] = []

    /// A Markdown table, figures below it.
    var table: String {
        let width = max(rows.map(\.name.count).max() ?? 0, 9)
        var lines = ["## \(name)", ""]
        if !rows.isEmpty || values.isEmpty {
            lines += ["| \("benchmark".padding(toLength: width, withPad: " ", startingAt: 0)) | time/op |",
                      "|\(String(repeating: "-", count: width + 2))|---------|"]
        }
        for row in rows {
            lines.append("| \(row.name.padding(toLength: width, withPad: " ", startingAt: 0)) | \(Self.format(row.nanosecondsPerOperation)) |")
        }
        if !values.isEmpty {
            let nameWidth = max(values.map(\.name.count).max() ?? 0, 3)
            let sceneWidth = max(values.map { $0.scene.count }.max() ?? 0, 5)
            if !rows.isEmpty { lines.append("") }
            lines.append("| \("row".padding(toLength: nameWidth, withPad: " ", startingAt: 0)) | \("scene".padding(toLength: sceneWidth, withPad: " ", startingAt: 0)) | backend | value |")
            lines.append("|\(String(repeating: "-", count: nameWidth + 2))|\(String(repeating: "-", count: sceneWidth + 2))|---------|-------|")
            for v in values {
                lines.append("| \(v.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)) | \(v.scene.padding(toLength: sceneWidth, withPad: " ", startingAt: 0)) | \(v.backend.padding(toLength: 7, withPad: " ", startingAt: 0)) | \(v.formatted) |")
            }
        }
        if !figures.isEmpty || !groups.isEmpty { lines.append("") }
        for key in figures.keys.sorted() {
            lines.append("\(key): \(String(format: "%.1f", figures[key]!))")
        }
        for group in groups.keys.sorted() {
            let members = groups[group]!.keys.sorted().map { "\($0) \(String(format: "%.2f", groups[group]![$0]!))" }
            lines.append("\(group): " + members.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object: `{"suite": …, "rows": [{"name": …, "ns_per_op": …}], figures…}`.
    var json: String {
        func quote(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let rowText = rows.map { "{\"name\": \(quote($0.name)), \"ns_per_op\": \(String(format: "%.1f", $0.nanosecondsPerOperation))}" }
        var fields = ["\"suite\": \(quote(name))", "\"rows\": [\(rowText.joined(separator: ", "))]"]
        if !values.isEmpty {
            let valueText = values.map {
                "{\"name\": \(quote($0.name)), \"scene\": \(quote($0.scene)), \"backend\": \(quote($0.backend)), \"value\": \(String(format: "%.1f", $0.value))}"
            }
            fields.append("\"values\": [\(valueText.joined(separator: ", "))]")
        }
        for key in figures.keys.sorted() {
            fields.append("\(quote(key)): \(String(format: "%.1f", figures[key]!))")
        }
        for group in groups.keys.sorted() {
            let members = groups[group]!.keys.sorted().map { "\(quote($0)): \(String(format: "%.3f", groups[group]![$0]!))" }
            fields.append("\(quote(group)): {" + members.joined(separator: ", ") + "}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func format(_ ns: Double) -> String {
        ns < 1_000 ? String(format: "%.1f ns", ns)
            : ns < 1_000_000 ? String(format: "%.2f µs", ns / 1_000)
            : String(format: "%.2f ms", ns / 1_000_000)
    }
}

/// One measured value that is not a time: a row (`soak_rss_growth_kb`, …) for one scene
/// on one backend.
struct ValueRow {
    let name: String
    let scene: String
    let backend: String
    let value: Double

    var formatted: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
