#version 330 core
// Items given as a rectangle of target pixels (shape masks, group composites, blur
// passes): texel 0 of the record is the rectangle (minX, minY, maxX, maxY); the others
// are passed to the fragment stage as they are.

flat out vec4 vRect;
flat out uvec4 vExtra0;
#if STRIDE > 2
flat out uvec4 vExtra1;
#endif
#if STRIDE > 3
flat out uvec4 vExtra2;
#endif

void main() {
    vRect = uintBitsToFloat(instanceTexel(STRIDE, 0));
    vExtra0 = instanceTexel(STRIDE, 1);
#if STRIDE > 2
    vExtra1 = instanceTexel(STRIDE, 2);
#endif
#if STRIDE > 3
    vExtra2 = instanceTexel(STRIDE, 3);
#endif
    int corner = gl_VertexID;
    vec2 p = vec2((corner & 1) == 0 ? vRect.x : vRect.z, (corner & 2) == 0 ? vRect.y : vRect.w);
    gl_Position = clipPosition(vec3(p, 1.0));
}
