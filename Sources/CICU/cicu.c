#include "CICU.h"
#include <unicode/uversion.h>
int32_t cicu_version_major(void) { UVersionInfo v; u_getVersion(v); return v[0]; }
