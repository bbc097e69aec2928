import Lamina

/// The strides of the RenderList's command and items (bytes), printed with the memory
/// split (`LAMINA_BENCH_MEMORY_SPLIT`): a plain layer's share of a frame's list is one
/// command's stride.
enum RenderListLayout {
    static var summary: String {
        "render list strides: command \(MemoryLayout<RenderCommand>.stride) B, layer \(MemoryLayout<LayerItem>.stride),"
            + " shape \(MemoryLayout<ShapeItem>.stride), gradient \(MemoryLayout<GradientItem>.stride),"
            + " group \(MemoryLayout<GroupItem>.stride), instances \(MemoryLayout<InstanceRun>.stride),"
            + " placement \(MemoryLayout<ItemPlacement>.stride)"
    }
}
