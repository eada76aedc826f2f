import { describeRemoteContract } from '@haveli/ui/src/testing/remote-contract';
import { join } from 'node:path';
import remotePages from './pages';
import routeList from './routes.json';

describeRemoteContract('staff', remotePages, routeList, join(__dirname, '..', '..'));
