import(/* webpackChunkName: "bootstrap" */ './bootstrap');
