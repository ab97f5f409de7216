#ifndef CICU_H
#define CICU_H
#include <stdint.h>
int32_t cicu_version_major(void);
#endif
