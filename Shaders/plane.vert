#version 330 core
// Items drawn in a layer's plane (layers, contents, gradients): the rounded rectangle of
// the instance's record, grown in its plane by a little more than the anti-aliasing
// fringe reaches, mapped to the target by the instance's homography (the GPU clips
// what lies behind the eye). Everything the fragment stage needs is passed flat; it
// finds its plane point from the pixel through the inverse homography, as the CPU does.
//
// Record (texels of 4 words; see GPUTypes.swift):
//   0–2  forward rows (m11 m12 m14 | m21 m22 m24 | m41 m42 m44), w: kind, clip + 1, —
//   3–5  inverse rows u, v, q (coefficients of X, Y, 1)
//   6    rect (minX, minY, maxX, maxY)   7  corner radii (TL, TR, BL, BR)
//   then the program's own texels (STRIDE in all).

flat out vec3 vU;
flat out vec3 vV;
flat out vec3 vQ;
flat out vec4 vRect;
flat out vec4 vRadii;
flat out int vClip;
flat out uvec4 vExtra0;
#if STRIDE > 9
flat out uvec4 vExtra1;
flat out uvec4 vExtra2;
#endif
#if STRIDE > 11
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
    vClip = int(t1.w) - 1;
    vExtra0 = instanceTexel(STRIDE, 8);
#if STRIDE > 9
    vExtra1 = instanceTexel(STRIDE, 9);
    vExtra2 = instanceTexel(STRIDE, 10);
#endif
#if STRIDE > 11
    vExtra3 = instanceTexel(STRIDE, 11);
    vExtra4 = instanceTexel(STRIDE, 12);
    vExtra5 = instanceTexel(STRIDE, 13);
    vExtra6 = instanceTexel(STRIDE, 14);
    vExtra7 = instanceTexel(STRIDE, 15);
#endif
    // The fringe: plane units per pixel at the corners (Frobenius norm of the Jacobian,
    // an upper bound of its largest singular value), with room for perspective.
    float margin = 0.0;
    for (int i = 0; i < 4; i++) {
        vec2 c = vec2((i & 1) == 0 ? vRect.x : vRect.z, (i & 2) == 0 ? vRect.y : vRect.w);
        vec3 h = forward * vec3(c, 1.0);
        if (h.z <= 0.0) continue;
        PlanePoint pp = planePoint(h.xy / h.z, vU, vV, vQ);
        margin = max(margin, sqrt(dot(pp.gradX, pp.gradX) + dot(pp.gradY, pp.gradY)));
    }
    margin = margin * 1.25 + 1e-3;
    int corner = gl_VertexID;
    vec2 p = vec2((corner & 1) == 0 ? vRect.x - margin : vRect.z + margin,
                  (corner & 2) == 0 ? vRect.y - margin : vRect.w + margin);
    gl_Position = clipPosition(forward * vec3(p, 1.0));
}
