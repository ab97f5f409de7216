// OpenSSL's libcrypto (Debian's libssl-dev): the server's SHA-256 digests.
#include <openssl/sha.h>
