/** True in the server bundle, false in the browser bundle (plugins/without-javascript). */
declare const __SERVER_RENDER__: boolean;
