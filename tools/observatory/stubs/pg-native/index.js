// See README.md: the scanner's database code is never run in this project.
throw Object.assign(new Error('pg-native is not installed in this project (tools/observatory/stubs/pg-native/README.md)'), {code: 'MODULE_NOT_FOUND'});
