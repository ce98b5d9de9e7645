import { describeLoginSuite } from './login-suite.ts';

describeLoginSuite('pglite');
