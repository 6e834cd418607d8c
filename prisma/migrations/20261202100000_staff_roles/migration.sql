-- Staff roles: a producer runs the production desk, an accountant the books.
ALTER TYPE "Role" ADD VALUE 'PRODUCER';
ALTER TYPE "Role" ADD VALUE 'ACCOUNTANT';
