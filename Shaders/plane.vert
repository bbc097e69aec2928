#version 330 core
// Items drawn in a layer's plane (layers, contents, gradients). The instance's rounded
// rectangle, grown in its plane by `margin` (a little more than the anti-aliasing fringe
// reaches), is mapped to the target by the instance's homography; the GPU clips what
// lies behind the eye. Everything the fragment stage needs is passed flat: it finds its
// plane point from the pixel through the inverse homography, as the CPU does.
//
// Large items are drawn in two parts that tile the grown rectangle exactly: the
// interior rectangle, where coverage is certainly 1 (the INTERIOR programs, which skip
// the coverage arithmetic), and the eight cells around it (uSegments = 1, 48 vertices),
// drawn by the full program. The cells share their corners with the interior's, so
// no pixel is drawn twice or missed; `invariant` keeps both programs' positions equal.
//
// Record (texels of 4 words; see GPUTypes.swift):
//   0–2  forward rows (m11 m12 m14 | m21 m22 m24 | m41 m42 m44), w: kind, clip + 1, margin
//   3–5  inverse rows u, v, q (coefficients of X, Y, 1)
//   6    rect (minX, minY, maxX, maxY)   7  corner radii (TL, TR, BL, BR)
//   8    interior rectangle (empty: none)
//   then the program's own texels (STRIDE in all).

invariant gl_Position;

// 1: draw the eight cells around the interior (48 vertices); 0: the whole grown rectangle.
uniform int uSegments;

flat out vec3 vU;
flat out vec3 vV;
flat out vec3 vQ;
flat out vec4 vRect;
flat out vec4 vRadii;
flat out int vClip;
flat out uvec4 vExtra0;
#if STRIDE > 10
flat out uvec4 vExtra1;
flat out uvec4 vExtra2;
#endif
#if STRIDE > 12
flat out uvec4 vExtra3;
flat out uvec4 vExtra4;
flat out uvec4 vExtra5;
flat out uvec4 vExtra6;
flat out uvec4 vExtra7;
#endif

void main() {
    uvec4 t0 = instanceTexel(STRIDE, 0), t1 = instanceTexel(STRIDE, 1), t2 = instanceTexel(STRIDE, 2);
    mat3 forward = mat3(uintBitsToFloat(t0.xyz), uintBitsToFloat(t1.xyz), uintBitsToFloat(t2.xyz));
    vU = uintBitsToFloat(instanceTexel(STRIDE, 3).xyz);
    vV = uintBitsToFloat(instanceTexel(STRIDE, 4).xyz);
    vQ = uintBitsToFloat(instanceTexel(STRIDE, 5).xyz);
    vRect = uintBitsToFloat(instanceTexel(STRIDE, 6));
    vRadii = uintBitsToFloat(instanceTexel(STRIDE, 7));
    vec4 interior = uintBitsToFloat(instanceTexel(STRIDE, 8));
    vClip = int(t1.w) - 1;
    vExtra0 = instanceTexel(STRIDE, 9);
#if STRIDE > 10
    vExtra1 = instanceTexel(STRIDE, 10);
    vExtra2 = instanceTexel(STRIDE, 11);
#endif
#if STRIDE > 12
    vExtra3 = instanceTexel(STRIDE, 12);
    vExtra4 = instanceTexel(STRIDE, 13);
    vExtra5 = instanceTexel(STRIDE, 14);
    vExtra6 = instanceTexel(STRIDE, 15);
    vExtra7 = instanceTexel(STRIDE, 16);
#endif
    float margin = uintBitsToFloat(t2.w);
    vec4 grown = vRect + vec4(-margin, -margin, margin, margin);
    bool overTarget;
    vec4 visible = visiblePart(grown, vU, vV, vQ, forward, overTarget);
    if (visible != grown) {
        // Cut to what can show. Its corners land only to within single precision's error
        // here, so no interior is drawn at coverage 1 (it could spill past the item's
        // edges): every fragment takes its coverage from its own plane point.
        grown = visible;
        vec2 c = 0.5 * (grown.xy + grown.zw);
        interior = vec4(c, c);
    }
    vec2 p;
#ifdef INTERIOR
    int corner = gl_VertexID;
    p = vec2((corner & 1) == 0 ? interior.x : interior.z, (corner & 2) == 0 ? interior.y : interior.w);
#else
    if (uSegments == 1) {
        // Cell (i, j) of the 3 × 3 grid through the grown and interior edges, the middle
        // one left out; an empty interior collapses to the centre point.
        if (!(interior.z > interior.x && interior.w > interior.y)) {
            vec2 c = 0.5 * (grown.xy + grown.zw);
            interior = vec4(c, c);
        }
        int cell = gl_VertexID / 6, k = gl_VertexID - cell * 6;
        cell += cell >= 4 ? 1 : 0;
        int i = cell - (cell / 3) * 3, j = cell / 3;
        // Two triangles: corners 0 1 2, 2 1 3 of the cell (bit 0: right, bit 1: bottom).
        int corner = k < 3 ? k : (k == 3 ? 2 : (k == 4 ? 1 : 3));
        int ix = i + (corner & 1), iy = j + ((corner >> 1) & 1);
        float xs[4] = float[4](grown.x, interior.x, interior.z, grown.z);
        float ys[4] = float[4](grown.y, interior.y, interior.w, grown.w);
        p = vec2(xs[ix], ys[iy]);
    } else {
        int corner = gl_VertexID;
        p = vec2((corner & 1) == 0 ? grown.x : grown.z, (corner & 2) == 0 ? grown.y : grown.w);
    }
#endif
    // Over the target, `p` is a target pixel already.
    gl_Position = clipPosition(overTarget ? vec3(p, 1.0) : forward * vec3(p, 1.0));
}
