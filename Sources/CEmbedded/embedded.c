// Embeds Schema/*.sql and the default dataset with C23 #embed: the binary then
// needs no resource bundle beside it. The clang dependency file lists embedded
// files, so editing a schema file rebuilds this one.
#include "CEmbedded.h"


static const unsigned char schema_pokedex[] = {
#embed "../../Schema/01-pokedex.sql"
    , 0
};
static const unsigned char schema_search[] = {
#embed "../../Schema/02-search.sql"
    , 0
};
static const unsigned char schema_views[] = {
#embed "../../Schema/03-views.sql"
    , 0
};
static const unsigned char schema_user[] = {
#embed "../../Schema/04-user.sql"
    , 0
};

static const unsigned char schema_accounts[] = {
#embed "../../Schema/05-accounts.sql"
    , 0
};

// The most common passwords, refused for trainer accounts (see Passwords/README.md).
static const unsigned char common_passwords[] = {
#embed "Passwords/common-passwords.txt"
};

static const unsigned char default_dataset[] = {
#embed "Dataset/default-dex.sqlite.z" if_empty(0)
};

static const struct {
    const char *name;
    const unsigned char *bytes;
    size_t length;
} schema_files[] = {
    { "01-pokedex.sql", schema_pokedex, sizeof schema_pokedex - 1 },
    { "02-search.sql", schema_search, sizeof schema_search - 1 },
    { "03-views.sql", schema_views, sizeof schema_views - 1 },
    { "04-user.sql", schema_user, sizeof schema_user - 1 },
    { "05-accounts.sql", schema_accounts, sizeof schema_accounts - 1 },
};

size_t pokesearch_schema_count(void) {
    return sizeof schema_files / sizeof schema_files[0];
}

const char *pokesearch_schema_name(size_t index) {
    return index < pokesearch_schema_count() ? schema_files[index].name : 0;
}

pokesearch_blob pokesearch_schema_file(size_t index) {
    pokesearch_blob blob = { 0, 0 };
    if (index < pokesearch_schema_count()) {
        blob.bytes = schema_files[index].bytes;
        blob.length = schema_files[index].length;
    }
    return blob;
}

pokesearch_blob pokesearch_default_dataset(void) {
    pokesearch_blob blob = { default_dataset, sizeof default_dataset };
    if (blob.length == 1 && default_dataset[0] == 0) blob.length = 0;
    return blob;
}

pokesearch_blob pokesearch_common_passwords(void) {
    pokesearch_blob blob = { common_passwords, sizeof common_passwords };
    return blob;
}
